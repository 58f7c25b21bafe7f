import type { Route } from './+types/api.store.orders';
import { readCartToken } from '../cart/cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { limitOrderLookups } from '../server/rate-limit.server';
import { getSession, requireSession } from '../server/session.server';
import { checkoutSetting, offeredPaymentMethods, withFormFieldNames } from './checkout-intents.server';

/** POST /cart/payment `{ method }`: keeps the chosen payment method on the cart. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/cart/payment')) {
    return methodNotAllowed(['GET']);
  }
  return apiHandler(async () => {
    const methods = offeredPaymentMethods(context, await checkoutSetting(context)).map((provider) => provider.id);
    return json(
      await context.commerce.carts.selectPayment(readCartToken(request), await readJsonBody(request), methods),
    );
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
        methods: offeredPaymentMethods(context, await checkoutSetting(context)).map((p) => ({
          id: p.id,
          title: p.title,
          kind: p.kind,
        })),
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
        .catch(withFormFieldNames);
      return json({ order });
    }
    const signedIn = await requireSession(request, context);
    const page = Number(url.searchParams.get('page') ?? '1');
    return json(await orders.listCustomerOrders(signedIn.customerId, Number.isInteger(page) && page > 0 ? page : 1));
  });
}
