import { route } from '@react-router/dev/routes';

/**
 * The browse pages: search, the collections index, all products, the blogs and
 * the store policies (the contact form lives on /policies/contact-us).
 * `collections/all` is a static segment, so it outranks `collections/:handle`.
 */
export const browseRoutes = [
  route('search', 'browse/search.tsx'),
  route('collections/:handle', 'browse/collection.tsx'),
  route('collections', 'browse/collections-index.tsx'),
  route('collections/all', 'browse/all-products.tsx'),
  route('blogs', 'browse/blog-index.tsx'),
  route('blogs/:blog', 'browse/blog-collection.tsx'),
  route('blogs/:blog/:article', 'browse/blog-article.tsx'),
  route('policies', 'browse/policy-index.tsx'),
  route('policies/:handle', 'browse/policy.tsx'),
  route('contact', 'browse/contact.tsx'),
  // The catalogue's store API.
  route('api/store/products', 'browse/api.store.products.ts'),
  route('api/store/products/:handle', 'browse/api.store.product.ts'),
  route('api/store/collections', 'browse/api.store.collections.ts'),
  route('api/store/collections/:handle', 'browse/api.store.collection.ts'),
] satisfies ReturnType<typeof route>[];
