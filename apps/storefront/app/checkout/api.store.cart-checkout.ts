import type { Route } from './+types/api.store.cart-checkout';
import type { CheckoutAttempt } from '@vitrine/headless/contract';
import { readCartToken } from '../cart/cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { handleCheckoutIntent, pageAfterOrder, readCheckoutIntent, startCheckout } from './checkout-intents.server';

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/**
 * POST /cart/checkout: the checkout's `pay` intent as JSON: `{ email,
 * shipping_address, payment_method, card? | card_token?, idempotency_key,
 * shipping_method_id?, expected_total? }` (or the `Idempotency-Key` header).
 * A repeated submit answers the same order and never charges twice. 201
 * `{ order, lookup_token }`; a refused payment is 402 with its `PAYMENT_*` code.
 *
 * POST /cart/start_checkout: checks the cart can be checked out (not empty,
 * within the store's total limits) and answers `{ hash, step: 'contact_information' }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    if (new URL(request.url).pathname.endsWith('/start_checkout')) {
      const { hash } = await startCheckout(request, context);
      return json({ hash, step: 'contact_information' });
    }
    const body = record(await readJsonBody(request));
    const headerKey = request.headers.get('Idempotency-Key');
    const intent = readCheckoutIntent({ ...body, intent: 'pay', ...(headerKey ? { idempotency_key: headerKey } : {}) });
    const outcome = await handleCheckoutIntent(request, context, intent);
    if (outcome.intent !== 'pay') throw new Error('a payment intent answered another intent');
    return json({ order: outcome.order, lookup_token: outcome.lookupToken }, { status: 201 });
  });
}

/**
 * GET /cart/checkout?idempotency_key=…: what became of this cart's checkout
 * attempt when its answer was lost (spec 8: the order's real state after a
 * network drop or a 5xx): `none` (nothing charged), `refused` with its
 * `PAYMENT_*` code, or `placed` with the page to go on to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/start_checkout')) return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const attempt = await context.commerce.orders.checkoutAttempt({
      cartToken: readCartToken(request),
      idempotencyKey: url.searchParams.get('idempotency_key') ?? '',
    });
    const answer: CheckoutAttempt =
      attempt.state === 'placed'
        ? {
            state: 'placed',
            number: attempt.order.number,
            payment_status: attempt.order.payment_status,
            next: pageAfterOrder(attempt.order, attempt.lookupToken),
          }
        : attempt;
    return json(answer);
  });
}
