import { hashCartToken, isCartTokenShaped } from '../cart/cart.tokens';
import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { hashLookupToken, lookupTokenFor, settleOrderCart } from './orders.place';
import { ORDER_COLUMNS, orderNotFound, toOrder, type OrderRow } from './orders.read';
import {
  orderLookupSchema,
  PROGRESS_STAGES,
  trackOrderSchema,
  type Order,
  type OrderLookupInput,
  type OrderTracking,
  type TrackOrderInput,
} from '@vitrine/headless/contract';

/** Orders a shopper can see: a refused payment never became an order for them. */
const VISIBLE = `status IN ('open', 'cancelled')`;

/** `vt-100123`, `#VT-100123` and ` VT-100123 ` all name order VT-100123. */
function normaliseNumber(number: string): string {
  return number.trim().replace(/^#/, '').toUpperCase();
}

async function visibleByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE number = $1 AND ${VISIBLE}`, [
    normaliseNumber(number),
  ]);
  return row;
}

async function cartIdOf(db: Db, cartToken: string | undefined): Promise<number | undefined> {
  if (!isCartTokenShaped(cartToken)) return undefined;
  const [cart] = await db.query<{ id: number }>('SELECT id FROM carts WHERE token_hash = $1', [
    hashCartToken(cartToken),
  ]);
  return cart?.id;
}

/**
 * The thank-you page's order: its number plus one proof that it is the
 * caller's (the lookup token from checkout, the cart token, or the signed-in
 * customer's id). Anything else is 404 'Could Not Find Order', exactly as for
 * a number that does not exist.
 */
export async function getOrder(db: Db, input: OrderLookupInput | unknown): Promise<Order> {
  const lookup = parseInput(orderLookupSchema, input);
  const row = await visibleByNumber(db, lookup.number);
  if (!row) throw orderNotFound();
  const byToken = lookup.lookupToken !== undefined && hashLookupToken(lookup.lookupToken) === row.lookup_token_hash;
  const byCustomer = lookup.customerId !== undefined && row.customer_id === lookup.customerId;
  const cartId = await cartIdOf(db, lookup.cartToken);
  const byCart = cartId !== undefined && row.cart_id === cartId;
  if (!byToken && !byCustomer && !byCart) throw orderNotFound();
  return toOrder(db, row);
}

/** What became of one checkout attempt of a cart, looked up by its idempotency key. */
export type CheckoutAttemptResult =
  { state: 'none' } | { state: 'refused'; code: string } | { state: 'placed'; order: Order; lookupToken: string };

/**
 * What became of a checkout attempt when its answer was lost (a network drop,
 * a 5xx): nothing (no order with this key for this cart, so nothing was
 * charged), refused (the payment was declined), or placed (with the order and
 * the token of its thank-you page). Only the cart that made the attempt can
 * ask, so a key alone reveals nothing.
 *
 * @example
 * const attempt = await orders.checkoutAttempt({ cartToken, idempotencyKey });
 * if (attempt.state === 'placed') redirect(`/checkouts/thank?order=${attempt.order.number}&token=${attempt.lookupToken}`);
 */
export async function checkoutAttempt(
  db: Db,
  input: { cartToken: string | null | undefined; idempotencyKey: string },
): Promise<CheckoutAttemptResult> {
  const cartId = await cartIdOf(db, input.cartToken ?? undefined);
  if (cartId === undefined || input.idempotencyKey === '') return { state: 'none' };
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE idempotency_key = $1 AND cart_id = $2`,
    [input.idempotencyKey, cartId],
  );
  // An order whose payment was never decided (the process or database went down between placing it
  // and paying) charged nothing: sending the checkout again with this key pays that same order.
  if (!row || row.status === 'processing') return { state: 'none' };
  if (row.status === 'failed') return { state: 'refused', code: row.payment_code ?? 'PAYMENT_ERROR' };
  // A placed order whose lines are still in the cart (cut off right after the payment) finishes that step.
  if (row.status === 'open') await settleOrderCart(db, row.id);
  return {
    state: 'placed',
    order: await toOrder(db, row),
    lookupToken: lookupTokenFor(input.cartToken ?? '', input.idempotencyKey),
  };
}

/** The carrier statuses at which a stage counts as reached. */
const IN_TRANSIT = new Set(['transit', 'pickup', 'undelivered', 'delivered']);
const OUT_FOR_DELIVERY = new Set(['pickup', 'undelivered', 'delivered']);

/** Which of the six progress stages an order has reached. */
export function progressStages(
  row: Pick<OrderRow, 'payment_status' | 'fulfillment_status' | 'tracking_status'> & { status?: string },
) {
  // An order that will not ship (cancelled, or its payment refused) was ordered, and nothing after.
  if (row.status === 'cancelled' || row.status === 'failed') {
    return PROGRESS_STAGES.map((name) => ({ name, done: name === 'Ordered' }));
  }
  const reached: Record<(typeof PROGRESS_STAGES)[number], boolean> = {
    Ordered: true,
    'In Process': row.payment_status !== 'unpaid' || row.fulfillment_status === 'fulfilled',
    'Order Ready': row.fulfillment_status === 'fulfilled',
    'In Transit': IN_TRANSIT.has(row.tracking_status),
    'Out for Delivery': OUT_FOR_DELIVERY.has(row.tracking_status),
    Delivered: row.tracking_status === 'delivered',
  };
  return PROGRESS_STAGES.map((name) => ({ name, done: reached[name] }));
}

/**
 * Order tracking by order number + email (letter case ignored) or by tracking
 * number (5–50 letters and digits, else 422). A mismatch is the same 404 as
 * an unknown number, so tracking can not be used to probe for orders.
 */
export async function trackOrder(db: Db, input: TrackOrderInput | unknown): Promise<OrderTracking> {
  const query = parseInput(trackOrderSchema, input);
  let row: OrderRow | undefined;
  if ('tracking_number' in query) {
    [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tracking_number = $1 AND ${VISIBLE}`, [
      query.tracking_number.toUpperCase(),
    ]);
  } else {
    const found = await visibleByNumber(db, query.number);
    row = found && found.email.toLowerCase() === query.email.toLowerCase() ? found : undefined;
  }
  if (!row) throw orderNotFound();
  return {
    number: row.number,
    order_status: row.status as OrderTracking['order_status'],
    tracking_number: row.tracking_number,
    tracking_status: row.tracking_status as OrderTracking['tracking_status'],
    payment_status: row.payment_status,
    fulfillment_status: row.fulfillment_status,
    stages: progressStages(row),
  };
}

/** Orders per page of the account's order history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** A customer's orders, newest first. */
export async function listCustomerOrders(
  db: Db,
  customerId: number,
  page = 1,
): Promise<{ orders: Order[]; page: number; page_size: number; total: number }> {
  // A page past 2^53 is no page number (its offset would not fit PostgreSQL's bigint): the first page, like any other bad one.
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders WHERE customer_id = $1 AND ${VISIBLE}`,
    [customerId],
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1 AND ${VISIBLE}
     ORDER BY placed_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [customerId, ORDER_HISTORY_PAGE_SIZE, (safePage - 1) * ORDER_HISTORY_PAGE_SIZE],
  );
  const orders = [];
  for (const row of rows) orders.push(await toOrder(db, row));
  return { orders, page: safePage, page_size: ORDER_HISTORY_PAGE_SIZE, total: count?.total ?? 0 };
}
