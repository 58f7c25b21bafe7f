import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import type { Order } from '@vitrine/headless/contract';
import { readCartToken } from '../cart/cart-cookie.server';
import { getSession } from '../server/session.server';

/**
 * The order of the thank-you and processing pages (`?order=VT-…&token=…`):
 * the lookup token from checkout, the cart cookie or the signed-in customer
 * prove it is the shopper's. Anything else is the spec's 'Could Not Find Order' (404).
 */
export async function orderForPage(request: Request, context: AppLoadContext): Promise<Order> {
  const url = new URL(request.url);
  const number = url.searchParams.get('order') ?? '';
  const lookupToken = url.searchParams.get('token');
  const cartToken = readCartToken(request);
  const session = await getSession(request, context);
  try {
    return await context.commerce.orders.getOrder({
      number,
      ...(lookupToken ? { lookupToken } : {}),
      ...(cartToken ? { cartToken } : {}),
      ...(session ? { customerId: session.customerId } : {}),
    });
  } catch (error) {
    if (error instanceof CommerceError && error.status < 500) {
      throw data({ code: 'ORDER_NOT_FOUND', message: 'Could Not Find Order' }, { status: 404 });
    }
    throw error;
  }
}

/** Whether the order still waits for its card payment (pending at the provider), which the processing page shows. */
export function isAwaitingPayment(order: Order): boolean {
  return (
    order.status === 'processing' ||
    (order.status === 'open' && order.payment_status === 'unpaid' && order.payment_code === 'PAYMENT_PENDING')
  );
}
