import type { Route } from './+types/api.history.orders-old';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { requireSession } from '../server/session.server';

/**
 * GET /orders-old?page=&page_size= → `{ orders, page, page_size, total }`: the signed-in
 * customer's orders placed more than 180 days ago, newest first, `page_size` 1–50 (default 10),
 * each order in the shape of GET /orders. 401 when signed out; never cached (personal).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const session = await requireSession(request, context);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const page = await context.commerce.orderHistory.listEarlier(session.customerId, query);
    const headers = session.renewedCookie ? { 'Set-Cookie': session.renewedCookie } : undefined;
    return json(page, { headers });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
