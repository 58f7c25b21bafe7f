import type { Route } from './+types/api.store.collection';
import { apiHandler, errorJson, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /api/store/collections/{handle}?page&page_size&sort */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const detail = await context.commerce.catalog.getCollection(params.handle, query);
    if (!detail) {
      return errorJson({ status: 404, code: 'NOT_FOUND', message: 'Collection not found', field: 'handle' });
    }
    return json(detail, { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
