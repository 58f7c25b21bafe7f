import { route } from '@react-router/dev/routes';

/** Store API routes of the content module; spread into app/routes.ts. */
export const contentRoutes: ReturnType<typeof route>[] = [
  // Blogs answer { success, data } / { success: false, failMessage } (spec 8).
  route('api/store/blog/:id/recent_blogs', 'routes/api.store.blogs.ts', { id: 'api-blog-recent' }),
  route('api/store/blog/:id/recommend_blogs', 'routes/api.store.blogs.ts', { id: 'api-blog-recommend' }),
  route('api/store/blog_homepage/blog_collections', 'routes/api.store.blogs.ts', { id: 'api-blog-collections' }),
  route('api/store/blog_homepage/preferred_blogs', 'routes/api.store.blogs.ts', { id: 'api-blog-preferred' }),
  route('api/store/blog_collections/:id/blogs', 'routes/api.store.blogs.ts', { id: 'api-blog-collection-blogs' }),
  route('api/store/blogs/:id', 'routes/api.store.blogs.ts', { id: 'api-blog-article' }),
  route('api/store/policies', 'routes/api.store.pages.ts', { id: 'api-policies' }),
  route('api/store/policies/:handle', 'routes/api.store.pages.ts', { id: 'api-policy' }),
  route('api/store/faq', 'routes/api.store.pages.ts', { id: 'api-faq' }),
  route('api/store/comments', 'routes/api.store.comments.ts'),
  route('api/store/reviews', 'routes/api.store.reviews.ts'),
  route('api/store/reviews/images/:file', 'routes/api.store.reviews.image.ts'),
  route('api/store/reviews/:id', 'routes/api.store.review.ts'),
  route('api/store/size-chart/products/:productId/chart', 'routes/api.store.size-chart.ts'),
  route('api/contacts', 'routes/api.contacts.ts'),
];
