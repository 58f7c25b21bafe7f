import type { Route } from './+types/api.store.cart.changes';
import { readCartToken } from './cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { limitCouponTries } from '../server/rate-limit.server';

type CartChange = 'batch_update' | 'batch_remove' | 'note' | 'coupons' | 'address' | 'shipping' | 'set_customer_email';

/**
 * The cart's other changes, each `POST /cart/{change}` answering with the new cart:
 * batch_update `{ lines: [{ key, quantity }] }`, batch_remove `{ keys }`,
 * note `{ note }`, coupons `{ code, cart_hash, auto_apply_coupon, position, utm_medium }`,
 * address `{ country, province, postcode }`, shipping `{ method_id }`, set_customer_email `{ email }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const { carts } = context.commerce;
    const token = readCartToken(request);
    const body = await readJsonBody(request);
    const change = new URL(request.url).pathname.split('/').pop() as CartChange;
    switch (change) {
      case 'batch_update':
        return json(await carts.batchUpdate(token, body));
      case 'batch_remove':
        return json(await carts.batchRemove(token, body));
      case 'note':
        return json(await carts.setNote(token, body));
      case 'coupons':
        await limitCouponTries(context, token);
        return json(await carts.applyCoupon(token, body));
      case 'address':
        return json(await carts.setShippingAddress(token, body));
      case 'shipping':
        return json(await carts.selectShipping(token, body));
      case 'set_customer_email':
        return json(await carts.setCustomerEmail(token, body));
    }
  });
}

/** GET /cart/checkoutCoupons lists the coupons shown at checkout; the other changes are POST only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).pathname.endsWith('/checkoutCoupons')) {
    return apiHandler(async () => json({ coupons: await context.commerce.carts.checkoutCoupons() }));
  }
  return methodNotAllowed(['POST']);
}
