import type { Route } from './+types/api.store.cart';
import { cartTokenHeaders, readCartToken } from './cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { getSession } from '../server/session.server';

/** GET /api/store/cart: the shopper's cart (an empty cart when there is none yet). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => json(await context.commerce.carts.get(readCartToken(request))));
}

/** POST /api/store/cart: add one variant. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const token = readCartToken(request);
    const result = await context.commerce.carts.add(token, body, {
      // A signed-in shopper may add with a saved prescription (`prescription_id` property).
      customerId: (await getSession(request, context))?.customerId ?? null,
    });
    const headers = cartTokenHeaders(request, token, result.token);
    return json(result.cart, { headers });
  });
}
