import type { Route } from './+types/api.store.size-chart';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /size-chart/products/{productId}/chart → { chart }; 404 SIZE_CHART_NOT_FOUND for products without one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const chart = await context.commerce.content.sizeChart(params.productId);
    return json({ chart }, { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
