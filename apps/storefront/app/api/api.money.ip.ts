import type { Route } from './+types/api.money.ip';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { visitorSignals } from '../server/visitor.server';

/**
 * GET /ip → `{ iso_code, state, currency }` from the request's CDN country and
 * region headers or its Accept-Language; the US when nothing tells. Personal, never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () =>
    json(context.commerce.money.visitorLocation(visitorSignals(request.headers)), {
      headers: { Vary: 'Accept-Language' },
    }),
  );
}

export function action() {
  return methodNotAllowed(['GET']);
}
