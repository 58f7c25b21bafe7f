import type { Cart, CartLine } from '../contract';

/**
 * The cart's lines in the order they were added (the order of `cart.cart`).
 *
 * @example
 * for (const line of cartLines(cart)) console.log(line.key, line.quantity);
 * cartLines(null); // []
 */
export function cartLines(cart: Cart | null | undefined): CartLine[] {
  return cart ? Object.values(cart.cart) : [];
}

/**
 * Sum of the line totals in minor units (`cart_contents_total`), 0 without a cart.
 * Before shipping, tax and discounts: the amount due is `cart.cart_total`.
 *
 * @example
 * formatPrice(cartTotal(cart), { currency: cart.currency }).text; // "$42.00"
 */
export function cartTotal(cart: Cart | null | undefined): number {
  return cart?.cart_contents_total ?? 0;
}

/**
 * Which cart of two copies to show (see the contract's `revision`): `true`
 * when `next` is newer than `shown`. A cart that does not exist yet
 * (`hash` null, as a page loader read it before the shopper's first add)
 * never replaces an existing one; another cart (a new hash, e.g. after
 * signing in) always does; the same cart only with a higher revision.
 *
 * @example
 * isNewerCart(shown, loaderData.cart); // false for a loader that started before the last add
 */
export function isNewerCart(shown: Cart | null, next: Cart | null): boolean {
  if (next === null) return false;
  if (shown === null) return true;
  if (next.hash === null) return shown.hash === null && next.revision > shown.revision;
  if (next.hash !== shown.hash) return true;
  return next.revision > shown.revision;
}

/**
 * The cart to show while a quantity change waits for the server: the
 * changed line with its new quantity (quantity 0: without the line), every
 * count, price and total exactly as the server last sent them. The server
 * alone computes totals; the line is shown as pending until it answers.
 * An unknown key returns `cart` itself.
 *
 * @throws RangeError when `quantity` is not a whole number ≥ 0.
 * @example
 * const shown = withPendingQuantity(cart, 'line-1', 3); // line-1 shows 3, cart_total unchanged
 * const withoutLine = withPendingQuantity(cart, 'line-1', 0);
 */
export function withPendingQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number of at least 0, got ${quantity}`);
  }
  const line = cart.cart[key];
  if (!line) return cart;
  const lines: Record<string, CartLine> = {};
  for (const [lineKey, current] of Object.entries(cart.cart)) {
    if (lineKey !== key) lines[lineKey] = current;
    else if (quantity > 0) lines[lineKey] = { ...current, quantity };
  }
  return { ...cart, cart: lines };
}
