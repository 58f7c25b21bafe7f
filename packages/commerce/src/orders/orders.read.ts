import { z } from 'zod';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { orderSchema, type Order } from '@vitrine/headless/contract';

/** The spec's message when an order can not be shown; the same whether or not the number exists. */
export const ORDER_NOT_FOUND_MESSAGE = 'Could Not Find Order';

/** 404 ORDER_NOT_FOUND: never says whether the number exists or belongs to someone else. */
export function orderNotFound(): CommerceError {
  return new CommerceError({ status: 404, code: 'ORDER_NOT_FOUND', message: ORDER_NOT_FOUND_MESSAGE });
}

/** An order row as stored. */
export interface OrderRow {
  id: number;
  number: string;
  idempotency_key: string;
  lookup_token_hash: string;
  cart_id: number | null;
  customer_id: number | null;
  email: string;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  refunded: number;
  payment_method: string;
  payment_status: Order['payment_status'];
  payment_code: string | null;
  fulfillment_status: Order['fulfillment_status'];
  status: Order['status'];
  shipping_address: Record<string, string>;
  placed_at: Date | string;
  cancelled_at: Date | string | null;
  pay_by: Date | string | null;
  tracking_number: string | null;
  tracking_status: string;
}

interface OrderLineRow {
  variant_id: number | null;
  product_id: number | null;
  product_title: string;
  variant_title: string;
  sku: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  properties: Array<{ name: string; value: string }>;
}

/** Columns of `orders` every reader selects. */
export const ORDER_COLUMNS = `id, number, idempotency_key, lookup_token_hash, cart_id, customer_id, email, currency,
  subtotal, discount, shipping, tax, total, refunded, payment_method, payment_status, payment_code,
  fulfillment_status, status, shipping_address, placed_at, cancelled_at, pay_by, tracking_number, tracking_status`;

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** Turns a stored order and its lines into the API shape (no secrets, no idempotency key). */
export async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const lines = await db.query<OrderLineRow>(
    `SELECT l.variant_id, v.product_id, l.product_title, l.variant_title, l.sku, l.unit_price, l.quantity,
            l.line_total, l.properties
     FROM order_lines l LEFT JOIN variants v ON v.id = l.variant_id
     WHERE l.order_id = $1 ORDER BY l.position, l.id`,
    [row.id],
  );
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    currency: row.currency.trim(),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    tax: row.tax,
    total: row.total,
    refunded: row.refunded,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    payment_code: row.payment_code,
    fulfillment_status: row.fulfillment_status,
    status: row.status,
    shipping_address: row.shipping_address,
    placed_at: iso(row.placed_at) as string,
    cancelled_at: iso(row.cancelled_at),
    pay_by: iso(row.pay_by),
    tracking_number: row.tracking_number,
    lines,
  };
}

/** Loads one order row, locked for the rest of the transaction when `forUpdate`. */
export async function findOrderRow(db: Db, id: number, forUpdate = false): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** An order counts as earlier (GET /orders-old) once it was placed this many days ago. */
export const EARLIER_ORDERS_MIN_AGE_DAYS = 180;
/** Largest page of earlier orders a caller may ask for. */
export const EARLIER_ORDERS_PAGE_SIZE_MAX = 50;
const EARLIER_ORDERS_PAGE_SIZE_DEFAULT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const wholeNumber = (field: string) =>
  z.coerce.number({ error: `Enter a whole number for ${field}` }).int(`Enter a whole number for ${field}`);

/** GET /orders-old query: `page` from 1, `page_size` 1–50 (default 10). */
export const earlierOrdersQuerySchema = z.object({
  page: wholeNumber('page').min(1, 'Pages start at 1').max(10_000, 'Page is too large').default(1),
  page_size: wholeNumber('page_size')
    .min(1, 'Page size is at least 1')
    .max(EARLIER_ORDERS_PAGE_SIZE_MAX, `Page size is at most ${EARLIER_ORDERS_PAGE_SIZE_MAX}`)
    .default(EARLIER_ORDERS_PAGE_SIZE_DEFAULT),
});

/** One page of a customer's orders, the shape GET /orders and GET /orders-old share. */
export const orderHistoryPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;

/** The account's earlier orders (GET /orders-old). */
export interface OrderHistoryService {
  /**
   * The customer's orders placed more than 180 days ago, newest first, paged.
   * 422 VALIDATION_FAILED on a bad `page` or `page_size`.
   */
  listEarlier(customerId: number, query: unknown): Promise<OrderHistoryPage>;
}

/**
 * Earlier orders over a database; `now` is injectable so tests can move the 180-day line.
 *
 * @example const { orders } = await createOrderHistory(db).listEarlier(customerId, { page: 1, page_size: 20 });
 */
export function createOrderHistory(db: Db, now: () => Date = () => new Date()): OrderHistoryService {
  return {
    listEarlier: async (customerId, query) => {
      const { page, page_size } = parseInput(earlierOrdersQuerySchema, query);
      const before = new Date(now().getTime() - EARLIER_ORDERS_MIN_AGE_DAYS * DAY_MS).toISOString();
      // The same orders the recent history shows: a refused payment never became an order for the shopper.
      const where = `customer_id = $1 AND status IN ('open', 'cancelled') AND placed_at < $2`;
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, [
        customerId,
        before,
      ]);
      const rows = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [customerId, before, page_size, (page - 1) * page_size],
      );
      const orders: Order[] = [];
      for (const row of rows) orders.push(await toOrder(db, row));
      return { orders, page, page_size, total: count?.total ?? 0 };
    },
  };
}
