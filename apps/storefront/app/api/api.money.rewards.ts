import type { Route } from './+types/api.money.rewards';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { getSession } from '../server/session.server';

function endpoint(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/api\/store\//, '');
}

/**
 * GET /stamped/getToken → `{ token }` (signed, short-lived; `''` when signed out)
 * and GET /rewards/campaigns → `{ campaigns }`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { rewards } = context.commerce.money;
    switch (endpoint(request)) {
      case 'stamped/getToken': {
        const session = await getSession(request, context);
        const headers = new Headers();
        if (session?.renewedCookie) headers.append('Set-Cookie', session.renewedCookie);
        return json(await rewards.getToken(session?.customerId ?? null), { headers });
      }
      case 'rewards/campaigns':
        return json(await rewards.campaigns());
      default:
        return methodNotAllowed(['POST']);
    }
  });
}

/**
 * POST /rewards/points `{ customerId, customerEmail, authToken }` → `{ points, points_current_with_name }`;
 * POST /rewards/redeem `{ templateId, customerId, customerEmail, authToken }` → `{ name, rule_code }`.
 * The token from getToken proves the customer (in the body, so no CSRF exposure).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return apiHandler(async () => {
    const { rewards } = context.commerce.money;
    const path = endpoint(request);
    if (request.method !== 'POST' || (path !== 'rewards/points' && path !== 'rewards/redeem')) {
      return methodNotAllowed(path === 'rewards/points' || path === 'rewards/redeem' ? ['POST'] : ['GET']);
    }
    const body = await readJsonBody(request);
    return json(path === 'rewards/points' ? await rewards.points(body) : await rewards.redeem(body));
  });
}
