import { route } from '@react-router/dev/routes';

/**
 * The browse pages: search, the collections index, all products, the blogs and
 * the store policies (the contact form lives on /policies/contact-us).
 * `collections/all` is a static segment, so it outranks `collections/:handle`.
 */
export const browseRoutes = [
  route('search', 'routes/search.tsx'),
  route('collections', 'routes/collections-index.tsx'),
  route('collections/all', 'routes/all-products.tsx'),
  route('blogs', 'routes/blog-index.tsx'),
  route('blogs/:blog', 'routes/blog-collection.tsx'),
  route('blogs/:blog/:article', 'routes/blog-article.tsx'),
  route('policies', 'routes/policy-index.tsx'),
  route('policies/:handle', 'routes/policy.tsx'),
  route('contact', 'routes/contact.tsx'),
] satisfies ReturnType<typeof route>[];
