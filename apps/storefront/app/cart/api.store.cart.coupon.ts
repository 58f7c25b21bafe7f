import type { Route } from './+types/api.store.cart.coupon';
import { runCartIntent } from './cart-intents.server';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['DELETE']);
}

/** DELETE /cart/coupons/{code}?cart_hash&utm_medium: removes a coupon (intent `coupon-remove`) and answers with the new cart. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
  return apiHandler(async () =>
    json((await runCartIntent({ intent: 'coupon-remove', code: params.code }, request, context)).cart),
  );
}
