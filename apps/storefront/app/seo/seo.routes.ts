import { route } from '@react-router/dev/routes';

/** Routes of the seo module; spread into app/routes.ts. */
export const seoRoutes: ReturnType<typeof route>[] = [
  route('sitemap.xml', 'seo/seo.sitemap.ts'),
  route('robots.txt', 'seo/seo.robots.ts'),
];
