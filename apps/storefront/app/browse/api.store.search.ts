import type { Route } from './+types/api.store.search';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/**
 * GET /products/search (q, page, page_size, sort, collection, price_min, price_max,
 * option.<Name>=<value> (repeatable), available), GET /products/meta/search (q) and
 * GET /categories. Every answer is shareable, so caches may keep it for a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { search } = context.commerce.discovery;
    const url = new URL(request.url);
    const cache = { headers: { 'Cache-Control': CATALOG_CACHE } };
    switch (url.pathname.replace(/^\/api\/store\//, '').replace(/\/$/, '')) {
      case 'products/search':
        return json(await search.search(url.searchParams), cache);
      case 'products/meta/search':
        return json(await search.suggest(url.searchParams), cache);
      default:
        return json({ categories: await search.categories() }, cache);
    }
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
