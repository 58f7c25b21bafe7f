import type { CartIntentName } from '@vitrine/headless/contract';
import type { Route } from './+types/api.store.cart.changes';
import { readCartToken } from './cart-cookie.server';
import { runCartIntent } from './cart-intents.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/** The cart intent behind each `POST /cart/{change}` of the store API. */
const INTENT_OF_CHANGE: Readonly<Record<string, CartIntentName>> = {
  batch_update: 'update-batch',
  batch_remove: 'remove-batch',
  note: 'note',
  coupons: 'coupon-apply',
  address: 'estimate',
  shipping: 'shipping',
};

/**
 * The cart's other changes, each `POST /cart/{change}` answering with the new cart:
 * batch_update `{ lines: [{ key, quantity }] }`, batch_remove `{ keys }`,
 * note `{ note }`, coupons `{ code, cart_hash, auto_apply_coupon, position, utm_medium }`,
 * address `{ country, province, postcode }`, shipping `{ method_id }` (the cart
 * intents, handled by `runCartIntent`), and set_customer_email `{ email }`
 * (checkout's: it keeps the contact on the cart).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const body = (await readJsonBody(request)) as object;
    const change = new URL(request.url).pathname.split('/').pop() ?? '';
    const intent = INTENT_OF_CHANGE[change];
    if (intent) return json((await runCartIntent({ ...body, intent }, request, context)).cart);
    return json(await context.commerce.carts.setCustomerEmail(readCartToken(request), body));
  });
}

/** GET /cart/checkoutCoupons lists the coupons shown at checkout; the other changes are POST only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).pathname.endsWith('/checkoutCoupons')) {
    return apiHandler(async () => json({ coupons: await context.commerce.carts.checkoutCoupons() }));
  }
  return methodNotAllowed(['POST']);
}
