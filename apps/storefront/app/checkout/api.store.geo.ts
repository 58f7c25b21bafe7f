import type { Route } from './+types/api.store.geo';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/**
 * Country and address-lookup data, all from the engine's bundled data set:
 * GET /cart/get_hot_countries (array of countries), GET /countries,
 * GET /countries/{code}, GET /place-auto-complete and GET /place_postal_code
 * (`query` of 4–200 characters, optional `country`).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { geo } = context.commerce;
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const cache = { headers: { 'Cache-Control': CATALOG_CACHE } };
    switch (url.pathname.replace(/^\/api\/store\//, '')) {
      case 'cart/get_hot_countries':
        return json(geo.hotCountries(), cache);
      case 'countries':
        return json({ countries: geo.listCountries() }, cache);
      case 'place-auto-complete':
        return json({ places: geo.autocompletePlaces(query) });
      case 'place_postal_code':
        return json({ places: geo.lookupPostalCode(query) });
      default:
        return json({ country: geo.getCountry(params.code ?? '') }, cache);
    }
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
