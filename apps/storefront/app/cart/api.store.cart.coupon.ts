import type { Route } from './+types/api.store.cart.coupon';
import { readCartToken } from './cart-cookie.server';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['DELETE']);
}

/** DELETE /cart/coupons/{code}?cart_hash&utm_medium: removes a coupon and answers with the new cart. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
  return apiHandler(async () => json(await context.commerce.carts.removeCoupon(readCartToken(request), params.code)));
}
