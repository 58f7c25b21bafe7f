import type { Route } from './+types/api.money.exchanges';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /exchanges → `{ rates, base }`: units of each currency per US dollar (USD = 1). Same for every shopper. */
export async function loader({ context }: Route.LoaderArgs) {
  return apiHandler(async () =>
    json(await context.commerce.money.exchangeRates(), { headers: { 'Cache-Control': CATALOG_CACHE } }),
  );
}

export function action() {
  return methodNotAllowed(['GET']);
}
