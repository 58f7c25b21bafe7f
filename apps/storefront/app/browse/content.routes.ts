import { route } from '@react-router/dev/routes';

/** Store API routes of the content module; spread into app/routes.ts. */
export const contentRoutes: ReturnType<typeof route>[] = [
  // Blogs answer { success, data } / { success: false, failMessage } (spec 8).
  route('api/store/blog/:id/recent_blogs', 'browse/api.store.blogs.ts', { id: 'api-blog-recent' }),
  route('api/store/blog/:id/recommend_blogs', 'browse/api.store.blogs.ts', { id: 'api-blog-recommend' }),
  route('api/store/blog_homepage/blog_collections', 'browse/api.store.blogs.ts', { id: 'api-blog-collections' }),
  route('api/store/blog_homepage/preferred_blogs', 'browse/api.store.blogs.ts', { id: 'api-blog-preferred' }),
  route('api/store/blog_collections/:id/blogs', 'browse/api.store.blogs.ts', { id: 'api-blog-collection-blogs' }),
  route('api/store/blogs/:id', 'browse/api.store.blogs.ts', { id: 'api-blog-article' }),
  route('api/store/policies', 'browse/api.store.pages.ts', { id: 'api-policies' }),
  route('api/store/policies/:handle', 'browse/api.store.pages.ts', { id: 'api-policy' }),
  route('api/store/faq', 'browse/api.store.pages.ts', { id: 'api-faq' }),
  route('api/store/comments', 'product/api.store.comments.ts'),
  route('api/store/reviews', 'product/api.store.reviews.ts'),
  route('api/store/reviews/images/:file', 'product/api.store.reviews.image.ts'),
  route('api/store/reviews/:id', 'product/api.store.review.ts'),
  route('api/store/size-chart/products/:productId/chart', 'product/api.store.size-chart.ts'),
  route('api/contacts', 'browse/api.contacts.ts'),
];
