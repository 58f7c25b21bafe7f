import type { Route } from './+types/api.store.collections';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /api/store/collections */
export async function loader({ context }: Route.LoaderArgs) {
  return apiHandler(async () =>
    json(
      { collections: await context.commerce.catalog.listCollections() },
      { headers: { 'Cache-Control': CATALOG_CACHE } },
    ),
  );
}

export function action() {
  return methodNotAllowed(['GET']);
}
