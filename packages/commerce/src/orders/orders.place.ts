import { createHash } from 'node:crypto';
import { createCarts } from '../cart/cart';
import { selectShipping, setShippingAddress } from '../cart/cart.shipping';
import { hashCartToken, isCartTokenShaped } from '../cart/cart.tokens';
import { clearRedeemedCoupon, redeemCouponForOrder } from '../cart/cart.coupons';
import { assertCartWithinTotalLimits } from '../cart/cart.notices';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { consumeCardToken } from '../payments/card-tokens';
import { validateCard } from '../payments/card.validate';
import type { CardInput, PaymentProvider } from '../payments/payments.types';
import { orderMoney } from './orders.money';
import { type OrdersContext } from './orders.context';
import { takePayment } from './orders.payment';
import { placeOrderSchema, type Order, type PlaceOrderInput, type PricedCartJson } from '@vitrine/headless/contract';
import { reserveStock } from './orders.stock';
import { rateLimit, rateLimitCheck, rateLimitCount, RATE_LIMITS } from '../ratelimit/ratelimit';

/** A placed order and the token that opens its thank-you page. */
export interface PlacedOrder {
  order: Order;
  /** Proof of ownership for `getOrder`; the same for every repeat of one submit. */
  lookupToken: string;
}

/** Order numbers shown to shoppers: `VT-` and the next number of the sequence. */
export const ORDER_NUMBER_PREFIX = 'VT-';

/**
 * The thank-you token is derived from the cart secret and the idempotency key,
 * so a repeated submit gets the same token back without the shop storing it,
 * and nobody without the cart cookie can compute it.
 */
export function lookupTokenFor(cartToken: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${cartToken}\u0000${idempotencyKey}`).digest('base64url');
}

/** SHA-256 of a lookup token, as stored. */
export function hashLookupToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cartEmpty(): CommerceError {
  return new CommerceError({ status: 422, code: 'CART_EMPTY', message: 'Your cart is empty', field: 'cartToken' });
}

function keyReused(): CommerceError {
  return new CommerceError({
    status: 409,
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: 'This idempotency key was already used for another checkout',
    field: 'idempotencyKey',
  });
}

interface KeyedOrder {
  id: number;
  cart_id: number | null;
  payment_method: string;
}

async function hasOrderForKey(db: Db, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE idempotency_key = $1', [key]);
  return rows.length > 0;
}

async function orderByKey(tx: Db, key: string, cartId: number | null, method: string): Promise<number | undefined> {
  const [row] = await tx.query<KeyedOrder>(
    'SELECT id, cart_id, payment_method FROM orders WHERE idempotency_key = $1',
    [key],
  );
  if (!row) return undefined;
  // The same key with another cart or method is a client bug, not a repeat: refuse rather than guess.
  if ((cartId !== null && row.cart_id !== cartId) || row.payment_method !== method) throw keyReused();
  return row.id;
}

type PlaceData = ReturnType<typeof placeOrderSchema.parse>;

/** Who places an order. */
export interface OrderCaller {
  /** The client address: when given, the per-address limits apply (`checkoutPerIp`, `unpaidOrdersPerIp`). */
  ip?: string;
}

/** Code of the refusal of more units than an unpaid manual-method order may hold. */
export const MANUAL_UNITS_LIMIT_CODE = 'MANUAL_PAYMENT_QUANTITY_LIMIT';

/**
 * An order paid on delivery or by transfer takes its stock before any money
 * arrives: it may hold at most `cap` units of each variant (lines of one
 * variant summed), else a 422 on `paymentMethod`.
 */
function assertManualUnits(lines: PricedCartJson['cart'][string][], cap: number): void {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.variant.ID, (units.get(line.variant.ID) ?? 0) + line.quantity);
  if ([...units.values()].every((quantity) => quantity <= cap)) return;
  const message = `Orders paid on delivery or by bank transfer take at most ${cap} of each item. Lower the quantity or pay by card.`;
  throw new CommerceError({
    status: 422,
    code: MANUAL_UNITS_LIMIT_CODE,
    message,
    field: 'paymentMethod',
    errors: { paymentMethod: [message] },
  });
}

/**
 * The cart priced for the address the order ships to, not the one the cart
 * saved earlier: shipping zone, methods and tax follow the ship-to address,
 * and the method is the one asked for (or the cart's, or the first offered).
 * An address no method serves, or a method it does not offer, is a 422.
 */
async function priceForShipTo(tx: Db, data: PlaceData, now: Date): Promise<PricedCartJson> {
  const { country, province, postcode } = data.shippingAddress;
  await setShippingAddress(tx, data.cartToken, { country, province: province ?? '', postcode: postcode ?? '' }, now);
  if (data.shippingMethodId !== undefined) {
    await selectShipping(tx, data.cartToken, { method_id: data.shippingMethodId }, now).catch((error: unknown) => {
      if (error instanceof CommerceError) throw new CommerceError({ ...error.toJSON(), field: 'shippingMethodId' });
      throw error;
    });
  }
  const view = await createCarts(tx).get(data.cartToken);
  if (Object.keys(view.cart).length > 0 && view.shipping.selected === null) {
    throw new CommerceError({
      status: 422,
      code: 'NO_SHIPPING_METHODS',
      message: 'No shipping methods available',
      field: 'shippingAddress.country',
    });
  }
  return view;
}

/**
 * Phase 1, one transaction: lock the cart, copy its lines and amounts into a
 * new order and take the stock, all or nothing. Returns the id of the order
 * for this idempotency key, new or already there.
 */
async function openOrder(
  context: OrdersContext,
  data: PlaceData,
  lookupToken: string,
  cardToken: string | undefined,
  manualUnitsCap: number | undefined,
): Promise<number> {
  return context.db.transaction(async (tx) => {
    if (!isCartTokenShaped(data.cartToken)) throw cartEmpty();
    // Locking the cart makes a repeated submit wait here and then find the order below.
    const [cart] = await tx.query<{ id: number; customer_id: number | null; coupon_code: string | null }>(
      'SELECT id, customer_id, coupon_code FROM carts WHERE token_hash = $1 FOR UPDATE',
      [hashCartToken(data.cartToken)],
    );
    if (!cart) throw cartEmpty();
    const existing = await orderByKey(tx, data.idempotencyKey, cart.id, data.paymentMethod);
    if (existing !== undefined) return existing;

    const view = await priceForShipTo(tx, data, context.now());
    const lines = Object.values(view.cart);
    if (lines.length === 0) throw cartEmpty();
    // 'Must have at least/at most {p} in total' stops the checkout here, not only as a cart notice.
    assertCartWithinTotalLimits(view);
    if (manualUnitsCap !== undefined) assertManualUnits(lines, manualUnitsCap);
    const money = orderMoney(view);
    const now = context.now();
    const payBy = new Date(now.getTime() + context.unpaidTimeoutMs);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO orders (number, idempotency_key, lookup_token_hash, cart_id, customer_id, email, currency,
         subtotal, discount, shipping, tax, total, payment_method, shipping_address, placed_at, pay_by)
       VALUES ($1 || nextval('order_number_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        ORDER_NUMBER_PREFIX,
        data.idempotencyKey,
        hashLookupToken(lookupToken),
        cart.id,
        data.customerId ?? cart.customer_id,
        data.email,
        view.currency,
        money.subtotal,
        money.discount,
        money.shipping,
        money.tax,
        money.total,
        data.paymentMethod,
        JSON.stringify(data.shippingAddress),
        now.toISOString(),
        payBy.toISOString(),
      ],
    );
    if (!created) {
      // Another cart's checkout took this key a moment ago.
      const raced = await orderByKey(tx, data.idempotencyKey, cart.id, data.paymentMethod);
      if (raced === undefined) throw keyReused();
      return raced;
    }
    // Used up with the order, so a checkout that fails below leaves the token usable.
    if (cardToken !== undefined) {
      await consumeCardToken(tx, cardToken, { orderId: created.id, provider: data.paymentMethod, now });
    }
    // The code is checked again under its lock, and its use counts for this order and customer.
    await redeemCouponForOrder(
      tx,
      {
        id: cart.id,
        couponCode: cart.coupon_code,
        isCouponApplied:
          view.coupon_record !== null && !view.notices.some((notice) => notice.code === 'COUPON_MINIMUM_NOT_MET'),
      },
      { id: created.id, customerId: data.customerId ?? cart.customer_id },
      now,
    );
    for (const [position, line] of lines.entries()) {
      await tx.query(
        `INSERT INTO order_lines (order_id, variant_id, product_title, variant_title, sku, unit_price, quantity,
           line_total, properties, position, cart_line_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          created.id,
          line.variant.ID,
          line.product.title,
          line.variant.title,
          line.variant.sku,
          line.variant.price,
          line.quantity,
          line.line_total,
          JSON.stringify(line.properties),
          position,
          line.key,
        ],
      );
    }
    await reserveStock(
      tx,
      lines.map((line) => ({ variantId: line.variant.ID, quantity: line.quantity })),
    );
    return created.id;
  });
}

/**
 * Takes out of the cart what went into the order, once it is placed (and the
 * coupon code the order used): each ordered line's quantity, no more. A line
 * the shopper added, or a quantity raised, while the order was being paid
 * stays in the cart; a line already removed is fine. Runs once per order
 * (`cart_settled_at`), so a repeat of the checkout, after a crash between the
 * payment and this step, finishes it without taking a second time.
 */
export async function settleOrderCart(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the cart's lock, like every other change to its lines (cart first, then the order).
    await tx.query('SELECT c.id FROM carts c JOIN orders o ON o.cart_id = c.id WHERE o.id = $1 FOR UPDATE OF c', [
      orderId,
    ]);
    const marked = await tx.query<{ id: number }>(
      `UPDATE orders SET cart_settled_at = now()
       WHERE id = $1 AND status = 'open' AND cart_settled_at IS NULL RETURNING id`,
      [orderId],
    );
    if (marked.length === 0) return;
    await tx.query(
      `DELETE FROM cart_lines cl USING order_lines ol, orders o
       WHERE ol.order_id = $1 AND o.id = ol.order_id AND cl.cart_id = o.cart_id AND cl.key = ol.cart_line_key
         AND cl.quantity <= ol.quantity`,
      [orderId],
    );
    await tx.query(
      `UPDATE cart_lines cl SET quantity = cl.quantity - ol.quantity FROM order_lines ol, orders o
       WHERE ol.order_id = $1 AND o.id = ol.order_id AND cl.cart_id = o.cart_id AND cl.key = ol.cart_line_key`,
      [orderId],
    );
    // A code goes with the order that used it.
    await clearRedeemedCoupon(tx, orderId);
  });
}

/** A card method takes the card or a token of it, never both (which one would be charged?). */
function chosenCardToken(data: PlaceData): string | undefined {
  if (data.card_token === undefined) return undefined;
  if (data.card !== undefined) {
    throw new CommerceError({
      status: 422,
      code: 'CARD_DETAILS_CONFLICT',
      message: 'Send either the card details or a card token, not both',
      field: 'card_token',
    });
  }
  return data.card_token;
}

/**
 * Places an order from a cart: validates the input and the card, reserves the
 * stock, takes the payment once, then takes the ordered lines out of the cart. A repeated submit with
 * the same idempotency key returns the same order (or the same payment error)
 * and never charges again.
 *
 * Card methods take `card` or `card_token` (from the token endpoint), exactly
 * one; the token is used up with the order.
 *
 * Errors: 422 for invalid input or card fields (`card.*`) and an empty cart;
 * 422 CARD_DETAILS_CONFLICT for both card and token, CARD_TOKEN_INVALID,
 * CARD_TOKEN_USED, CARD_TOKEN_EXPIRED (field `card_token`);
 * 409 INSUFFICIENT_STOCK when an item sold out; 402 with a `PAYMENT_*` code
 * when the payment is refused (the stock is released and the cart left as it was);
 * 409 IDEMPOTENCY_KEY_REUSED for a key used with another cart or method;
 * 422 MANUAL_PAYMENT_QUANTITY_LIMIT (field `paymentMethod`) for more than
 * `manualUnitsPerVariant` of one variant with a manual method. With
 * `caller.ip`: 429 TOO_MANY_REQUESTS past `checkoutPerIp` new tries, or with a
 * manual method once the address placed `unpaidOrdersPerIp` unpaid orders.
 */
export async function placeOrder(
  context: OrdersContext,
  input: PlaceOrderInput | unknown,
  caller: OrderCaller = {},
): Promise<PlacedOrder> {
  const data = parseInput(placeOrderSchema, input);
  const provider: PaymentProvider = context.payments.get(data.paymentMethod);
  const isManual = provider.kind === 'manual';
  const ip = caller.ip?.toLowerCase();
  const unpaidKey = `unpaid-order:ip:${ip}`;
  const now = context.now();
  // A repeat of a checkout already made (its idempotency key has an order) is not a new try.
  if (ip !== undefined && !(await hasOrderForKey(context.db, data.idempotencyKey))) {
    await rateLimit(context.db, `checkout:ip:${ip}`, { ...RATE_LIMITS.checkoutPerIp, now });
    if (isManual) await rateLimitCheck(context.db, unpaidKey, { ...RATE_LIMITS.unpaidOrdersPerIp, now });
  }
  const cardToken = provider.kind === 'card' ? chosenCardToken(data) : undefined;
  // With a token the card was checked when it was tokenized; the provider pays from its reference.
  const card: CardInput | undefined =
    provider.kind === 'card' && cardToken === undefined ? validateCard(data.card, context.now()) : undefined;
  const lookupToken = lookupTokenFor(data.cartToken, data.idempotencyKey);
  const orderId = await openOrder(
    context,
    data,
    lookupToken,
    cardToken,
    isManual ? context.manualUnitsPerVariant : undefined,
  );
  const { order, isFresh } = await takePayment(context, orderId, provider, card);
  // Also on a repeat: the first attempt may have been paid and then cut off before this step.
  if (order.status === 'open') await settleOrderCart(context.db, orderId);
  if (isFresh && ip !== undefined && isManual && order.status === 'open' && order.payment_status === 'unpaid') {
    await rateLimitCount(context.db, unpaidKey, { ...RATE_LIMITS.unpaidOrdersPerIp, now });
  }
  return { order, lookupToken };
}
