import { robotsTxt, SEO_FILE_CACHE } from './sitemap';
import { siteOrigin } from './origin.server';
import type { Route } from './+types/seo.robots';

/** GET /robots.txt: crawl everything but the cart, checkout, accounts and API; where the sitemap is. */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request, context.commerce.store.url)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE },
  });
}
