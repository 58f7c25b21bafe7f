import { sitemapXml, SEO_FILE_CACHE } from './sitemap';
import { sitemapEntries } from './sitemap.server';
import { siteOrigin } from './origin.server';
import type { Route } from './+types/seo.sitemap';

/** GET /sitemap.xml: home, collections, products (with lastmod), policies and blog articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(context.commerce, siteOrigin(request, context.commerce.store.url));
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE },
  });
}
