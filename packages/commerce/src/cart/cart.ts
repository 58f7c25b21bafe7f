import { addToCartSchema, batchAddSchema, updateLineSchema } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import {
  batchRemoveSchema,
  batchUpdateSchema,
  cartNoteSchema,
  customerEmailSchema,
  selectPaymentSchema,
  type CheckoutCoupon,
  type PricedCartJson,
} from '@vitrine/headless/contract';
import { applyCoupon, checkoutCoupons, removeCoupon } from './cart.coupons';
import { applyPrescriptionRule } from '../prescriptions/prescription-lines';
import { utcDay } from '../prescriptions/prescription.dates';
import { fieldError } from './cart.errors';
import { assertValidGroupId } from './cart.groups';
import { addItem, findLine, lineNotFound, setLineQuantity, type CartItem } from './cart.lines';
import { DEFAULT_STORE_CURRENCY } from '../config';
import { findCart, lockCart, lockOrCreateCart, touch, type CartToken } from './cart.lock';
import { emptyCart, readCart } from './cart.read';
import { rateLimit, RATE_LIMITS } from '../ratelimit/ratelimit';
import { selectShipping, setShippingAddress } from './cart.shipping';
import { oncePerRequest } from '../db/request-scope';
import { loadPricingSettings } from '../pricing/pricing.load';

type Cart = PricedCartJson;

/** The shopper's cart. Every mutation is all-or-nothing and returns the cart as it now is. */
export interface CartService {
  /** The cart behind `token`; an empty cart (hash null) when there is none. Writes nothing. */
  get(token: CartToken): Promise<Cart>;
  /**
   * Adds one item (validated with `addToCartSchema`), creating the cart on first add.
   * Grouped lines (`groupId`, 1–64 characters) come in pairs: 422 INVALID_GROUP_ID, GROUP_FULL.
   * Prescription products need both powers or the `shopper`'s own `prescription_id`:
   * 422 PRESCRIPTION_REQUIRED, INVALID_POWER, PRESCRIPTION_NOT_FOUND, PRESCRIPTION_EXPIRED.
   */
  add(token: CartToken, input: unknown, shopper?: CartShopper): Promise<{ token: string; cart: Cart }>;
  /** Adds several items (validated with `batchAddSchema`), with the rules of `add`: all of them or, on any error, none. */
  addBatch(token: CartToken, input: unknown, shopper?: CartShopper): Promise<{ token: string; cart: Cart }>;
  /** Sets a line's quantity (validated with `updateLineSchema`); 0 removes the line. */
  updateLine(token: CartToken, key: string, input: unknown): Promise<Cart>;
  /** Removes a line. */
  removeLine(token: CartToken, key: string): Promise<Cart>;
  /** Sets several lines' quantities (`{ lines: [{ key, quantity }] }`): all or none. */
  batchUpdate(token: CartToken, input: unknown): Promise<Cart>;
  /** Removes several lines (`{ keys }`): all or none. */
  batchRemove(token: CartToken, input: unknown): Promise<Cart>;
  /** Sets the cart remark (at most `CART_NOTE_MAX_LENGTH` characters: 'Character limit reached!'). */
  setNote(token: CartToken, input: unknown): Promise<Cart>;
  /** Applies a discount code (`{ code, cart_hash?, auto_apply_coupon?, position?, utm_medium? }`); 422 COUPON_* when it can not. */
  applyCoupon(token: CartToken, input: unknown): Promise<Cart>;
  /** Takes the code off the cart; a code the cart does not carry changes nothing. */
  removeCoupon(token: CartToken, code: string): Promise<Cart>;
  /** Where the cart ships to (`{ country, province?, postcode? }`). */
  setShippingAddress(token: CartToken, input: unknown): Promise<Cart>;
  /** Picks a shipping method (`{ method_id }`) of the address's zone. */
  selectShipping(token: CartToken, input: unknown): Promise<Cart>;
  /** Coupons a shopper may pick from at checkout. */
  checkoutCoupons(): Promise<CheckoutCoupon[]>;
  /** Keeps the shopper's e-mail on the cart (`{ email }`). */
  setCustomerEmail(token: CartToken, input: unknown): Promise<Cart>;
  /** Keeps the chosen payment method (`{ method }`), one of `allowedMethods`; 422 PAYMENT_METHOD_UNAVAILABLE otherwise. */
  selectPayment(token: CartToken, input: unknown, allowedMethods: readonly string[]): Promise<Cart>;
  /**
   * The store's cart total limits (spec 5: 'Must have at least/at most {p} in total'), minor units; null = none.
   * The cart's notices carry the English sentence only: a page needs the amounts to say it in its language.
   */
  totalLimits(): Promise<CartTotalLimits>;
}

/** Smallest and largest cart total the store accepts, minor units; null when there is no limit. */
export interface CartTotalLimits {
  min: number | null;
  max: number | null;
}

/** Who is adding to the cart: a signed-in customer may use their saved prescriptions. */
export interface CartShopper {
  customerId: number | null;
  /**
   * The client address. When given, an add that creates a cart counts
   * against `RATE_LIMITS.cartCreatePerIp` (429 `TOO_MANY_REQUESTS` past it);
   * adds to an existing cart never count.
   */
  ip?: string;
}

/** Engine options for carts; tests pass a fixed clock. */
export interface CartOptions {
  now?: () => Date;
  /** The store currency new carts are in (default USD). */
  currency?: string;
}

/**
 * Carts over a database. Inputs are validated before any work; a failed
 * change rolls back, leaving the cart exactly as it was.
 *
 * @example
 * const carts = createCarts(db);
 * const { token, cart } = await carts.add(null, { variant_id: 12, quantity: 2 });
 */
export function createCarts(db: Db, options: CartOptions = {}): CartService {
  const now = options.now ?? (() => new Date());
  const currency = options.currency ?? DEFAULT_STORE_CURRENCY;
  const addItems = async (token: CartToken, items: CartItem[], inBatch: boolean, shopper: CartShopper | undefined) => {
    items.forEach((item, index) => assertValidGroupId(item.properties, inBatch ? `items.${index}.` : ''));
    const at = now();
    // Counted on the shop's connection, outside the change: a refused or failed add still counts.
    if (shopper?.ip !== undefined && !(await findCart(db, token))) {
      await rateLimit(db, `cart-create:ip:${shopper.ip.toLowerCase()}`, { ...RATE_LIMITS.cartCreatePerIp, now: at });
    }
    const prescriptionShopper = { customerId: shopper?.customerId ?? null, today: utcDay(at) };
    return db.transaction(async (tx) => {
      const { token: cartToken, cart } = await lockOrCreateCart(tx, token, currency);
      for (const [index, item] of items.entries()) {
        const prefix = inBatch ? `items.${index}.` : '';
        const properties = await applyPrescriptionRule(
          tx,
          item.variant_id,
          item.properties,
          prescriptionShopper,
          prefix,
        );
        await addItem(tx, cart.id, { ...item, properties }, prefix);
      }
      return { token: cartToken, cart: await touch(tx, cart, at) };
    });
  };

  const changeLines = (token: CartToken, changes: Array<{ key: string; quantity: number }>) =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, token);
      if (!cart) throw lineNotFound();
      for (const { key, quantity } of changes) {
        if (typeof key !== 'string') throw lineNotFound();
        await setLineQuantity(tx, cart.id, await findLine(tx, cart.id, key), quantity);
      }
      return touch(tx, cart, now());
    });

  const onCart = <T>(fn: (tx: Db, at: Date) => Promise<T>) => db.transaction((tx) => fn(tx, now()));

  return {
    // Read once per page request: the root and the page show the same cart.
    get: (token) =>
      oncePerRequest(`cart:${token ?? ''}`, async () => {
        const cart = await findCart(db, token);
        return cart ? readCart(db, cart, now()) : emptyCart(currency);
      }),
    add: async (token, input, shopper) => addItems(token, [parseInput(addToCartSchema, input)], false, shopper),
    addBatch: async (token, input, shopper) => addItems(token, parseInput(batchAddSchema, input).items, true, shopper),
    updateLine: async (token, key, input) =>
      changeLines(token, [{ key, quantity: parseInput(updateLineSchema, input).quantity }]),
    removeLine: async (token, key) => changeLines(token, [{ key, quantity: 0 }]),
    batchUpdate: async (token, input) => changeLines(token, parseInput(batchUpdateSchema, input).lines),
    batchRemove: async (token, input) =>
      changeLines(
        token,
        parseInput(batchRemoveSchema, input).keys.map((key) => ({ key, quantity: 0 })),
      ),
    setNote: async (token, input) => {
      const { note } = parseInput(cartNoteSchema, input);
      return onCart(async (tx, at) => {
        const cart = await lockCart(tx, token);
        if (!cart) throw lineNotFound();
        await tx.query('UPDATE carts SET note = $2 WHERE id = $1', [cart.id, note]);
        return touch(tx, cart, at);
      });
    },
    setCustomerEmail: async (token, input) => {
      const { email } = parseInput(customerEmailSchema, input);
      return onCart(async (tx, at) => {
        const cart = await lockCart(tx, token);
        if (!cart) throw fieldError('CART_EMPTY', 'cart', 'Your cart is empty');
        await tx.query('UPDATE carts SET customer_email = $2 WHERE id = $1', [cart.id, email.toLowerCase()]);
        return touch(tx, cart, at);
      });
    },
    selectPayment: async (token, input, allowedMethods) => {
      const { method } = parseInput(selectPaymentSchema, input);
      if (!allowedMethods.includes(method)) {
        throw new CommerceError({
          status: 422,
          code: 'PAYMENT_METHOD_UNAVAILABLE',
          message: 'This payment is not available, please try another payment',
          field: 'method',
        });
      }
      return onCart(async (tx, at) => {
        const cart = await lockCart(tx, token);
        if (!cart) throw fieldError('CART_EMPTY', 'cart', 'Your cart is empty');
        await tx.query('UPDATE carts SET payment_method = $2 WHERE id = $1', [cart.id, method]);
        return touch(tx, cart, at);
      });
    },
    applyCoupon: (token, input) => onCart((tx, at) => applyCoupon(tx, token, input, at)),
    removeCoupon: async (token, code) =>
      (await onCart((tx, at) => removeCoupon(tx, token, code, at))) ?? emptyCart(currency),
    setShippingAddress: (token, input) => onCart((tx, at) => setShippingAddress(tx, token, input, at)),
    selectShipping: (token, input) => onCart((tx, at) => selectShipping(tx, token, input, at)),
    checkoutCoupons: () => checkoutCoupons(db, now()),
    async totalLimits() {
      const settings = await loadPricingSettings(db);
      return { min: settings.min_cart_total, max: settings.max_cart_total };
    },
  };
}
