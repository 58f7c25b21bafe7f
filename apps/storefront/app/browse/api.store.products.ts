import type { Route } from './+types/api.store.products';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /api/store/products?page&page_size&sort&collection&q */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.catalog.listProducts(query), { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
