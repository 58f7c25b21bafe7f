import { CommerceError } from '@vitrine/commerce';
import type { Route } from './+types/api.store.orders';
import { readCartToken } from '../cart/cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { limitOrderLookups } from '../server/rate-limit.server';
import { getSession, requireSession } from '../server/session.server';

/** The engine names fields in camelCase; the API speaks snake_case, so error fields are renamed on the way out. */
const FIELD_NAMES: Record<string, string> = {
  cartToken: 'cart',
  shippingAddress: 'shipping_address',
  paymentMethod: 'payment_method',
  idempotencyKey: 'idempotency_key',
  lookupToken: 'token',
  shippingMethodId: 'shipping_method_id',
};

function snakeField(field: string): string {
  const [head = '', ...rest] = field.split('.');
  return [FIELD_NAMES[head] ?? head, ...rest].join('.');
}

function withApiFieldNames(error: unknown): never {
  if (!(error instanceof CommerceError)) throw error;
  const body = error.toJSON();
  throw new CommerceError({
    ...body,
    ...(body.field ? { field: snakeField(body.field) } : {}),
    ...(body.errors
      ? { errors: Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [snakeField(k), v])) }
      : {}),
  });
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/**
 * POST /cart/checkout: places the order for the shopper's cart.
 * Body `{ email, shipping_address, payment_method, card? | card_token?, idempotency_key, shipping_method_id? }` (or the
 * `Idempotency-Key` header): a repeated submit answers with the same order and never
 * charges twice. 201 `{ order, lookup_token }`; a refused payment is 402 with its PAYMENT_* code.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  if (request.method === 'POST' && path.endsWith('/cart/payment')) {
    // POST /cart/payment `{ method }`: keeps the chosen payment method on the cart.
    return apiHandler(async () => {
      const methods = context.commerce.orders.payments.list().map((provider) => provider.id);
      return json(
        await context.commerce.carts.selectPayment(readCartToken(request), await readJsonBody(request), methods),
      );
    });
  }
  if (request.method !== 'POST' || !path.endsWith('/cart/checkout')) {
    return methodNotAllowed(['GET']);
  }
  return apiHandler(async () => {
    const body = record(await readJsonBody(request));
    const session = await getSession(request, context);
    const placed = await context.commerce.orders
      .createOrderFromCart({
        cartToken: readCartToken(request) ?? '',
        email: body.email as string,
        shippingAddress: body.shipping_address as never,
        paymentMethod: body.payment_method as string,
        ...(body.card ? { card: body.card as never } : {}),
        ...(body.card_token !== undefined ? { card_token: body.card_token as string } : {}),
        idempotencyKey: (request.headers.get('Idempotency-Key') ?? body.idempotency_key) as string,
        ...(body.shipping_method_id !== undefined ? { shippingMethodId: body.shipping_method_id as string } : {}),
        ...(session ? { customerId: session.customerId } : {}),
      })
      .catch(withApiFieldNames);
    if (session && placed.order.payment_status === 'paid') {
      // Loyalty points for a paid order of a signed-in customer; awarded once per order, so a replay adds nothing.
      await context.commerce.money.rewards.awardPointsForOrder(placed.order.id);
    }
    return json({ order: placed.order, lookup_token: placed.lookupToken }, { status: 201 });
  });
}

/**
 * GET /orders/{number}?token= — the thank-you page's order (proof: the lookup token, the
 * cart cookie or the signed-in customer); GET /orders — the customer's order history;
 * GET /order-tracking/logistics?order_number&email | ?tracking_number; GET /cart/payment — payment methods.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const url = new URL(request.url);
    const { orders } = context.commerce;
    if (url.pathname.endsWith('/cart/payment')) {
      return json({
        methods: orders.payments.list().map((p) => ({ id: p.id, title: p.title, kind: p.kind })),
      });
    }
    if (url.pathname.endsWith('/order-tracking/logistics')) {
      await limitOrderLookups(context);
      const query = url.searchParams;
      const input = query.has('tracking_number')
        ? { tracking_number: query.get('tracking_number') }
        : { number: query.get('order_number') ?? '', email: query.get('email') ?? '' };
      return json(await orders.trackOrder(input as never));
    }
    const session = await getSession(request, context);
    if (params.number) {
      await limitOrderLookups(context);
      const order = await orders
        .getOrder({
          number: params.number,
          ...(url.searchParams.get('token') ? { lookupToken: url.searchParams.get('token') ?? '' } : {}),
          ...(readCartToken(request) ? { cartToken: readCartToken(request) ?? '' } : {}),
          ...(session ? { customerId: session.customerId } : {}),
        })
        .catch(withApiFieldNames);
      return json({ order });
    }
    const signedIn = await requireSession(request, context);
    const page = Number(url.searchParams.get('page') ?? '1');
    return json(await orders.listCustomerOrders(signedIn.customerId, Number.isInteger(page) && page > 0 ? page : 1));
  });
}
