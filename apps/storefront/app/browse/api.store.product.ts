import type { Route } from './+types/api.store.product';
import { apiHandler, errorJson, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /api/store/products/{handle or id} */
export async function loader({ params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const product = await context.commerce.catalog.getProduct(params.handle);
    if (!product) {
      return errorJson({ status: 404, code: 'NOT_FOUND', message: 'Product not found', field: 'handle' });
    }
    return json({ product }, { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
