import type { Route } from './+types/api.files.trackhub';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';
import { limitOrderLookups } from '../server/rate-limit.server';

/**
 * GET /trackhub → `{ carriers }` (shareable); GET /trackhub?tracking_number= →
 * `{ tracking_number, carrier, tracking_url, order }`. A number can reveal an
 * order's status, so look-ups count against the order look-up limit and are never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = new URL(request.url).searchParams;
    if (!query.has('tracking_number')) {
      return json(await context.commerce.trackhub.carriers(), { headers: { 'Cache-Control': CATALOG_CACHE } });
    }
    await limitOrderLookups(context);
    return json(await context.commerce.trackhub.lookup({ tracking_number: query.get('tracking_number') }));
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
