import type { Route } from './+types/api.service.sites';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { visitorSignals } from '../server/visitor.server';

/**
 * GET /api/app/multi_sites → `{ country, sites: [{ id, name, url, countries, locale, currency, is_current }], suggested }`:
 * `suggested` is the site for the visitor's country, or null when this site serves it. Depends on the request: never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () =>
    json(await context.commerce.service.multiSites(visitorSignals(request.headers), new URL(request.url).host), {
      headers: { Vary: 'Accept-Language' },
    }),
  );
}

export function action() {
  return methodNotAllowed(['GET']);
}
