import type { Route } from './+types/api.store.cart.batch';
import { cartTokenHeaders, readCartToken } from './cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { getSession } from '../server/session.server';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/store/cart/batch_cart: add several variants at once, all or none. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const token = readCartToken(request);
    const result = await context.commerce.carts.addBatch(token, body, {
      // A signed-in shopper may add with a saved prescription (`prescription_id` property).
      customerId: (await getSession(request, context))?.customerId ?? null,
    });
    const headers = cartTokenHeaders(request, token, result.token);
    return json(result.cart, { headers });
  });
}
