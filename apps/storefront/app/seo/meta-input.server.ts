import { localeOf } from '../i18n/locale.server';
import { siteOrigin } from './origin.server';
import type { MetaInput } from './pages';

/**
 * What a page's meta builders read, taken from the request itself, so a loader
 * can build its page's title, Open Graph and JSON-LD on the server and their
 * builders stay off the page's JavaScript (the route's `meta` returns the result).
 *
 * @example
 * return { product, meta: productMeta({ product, rating }, metaInputOf(request, context.commerce.store.url)) };
 */
export function metaInputOf(request: Request, storeUrl: string | null): MetaInput {
  const address = new URL(request.url);
  return {
    location: { pathname: address.pathname, search: address.search },
    matches: [
      { id: 'root', data: { seo: { origin: siteOrigin(request, storeUrl) }, locale: localeOf(request).locale } },
    ],
  };
}
