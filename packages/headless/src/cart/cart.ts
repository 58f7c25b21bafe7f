import type { Cart, CartLine } from '../contract';

/** Name of the line property that links grouped lines, e.g. the left and right lens of one pair (spec 3). */
export const GROUP_ID_PROPERTY = 'groupId';

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
 * The line's `groupId` property value, or `null` when it has none (an empty value counts as none).
 *
 * @example
 * lineGroupId(leftLens); // "pair-1"
 * lineGroupId(plainShirt); // null
 */
export function lineGroupId(line: CartLine): string | null {
  const property = line.properties.find((p) => p.name === GROUP_ID_PROPERTY);
  return property && property.value !== '' ? property.value : null;
}

/**
 * The item count a shopper sees (spec 4): lines sharing a `groupId` count half
 * their quantity each, so a pair counts once; a group with only one line (an
 * incomplete pair) counts its full quantity. A group whose halves add up to a
 * fraction (quantities 1 and 2) is rounded up.
 *
 * @example
 * // 2 × left lens + 2 × right lens (same groupId) + 1 ungrouped case
 * cartCountWithGroups(lines); // 3
 */
export function cartCountWithGroups(lines: readonly CartLine[]): number {
  let ungrouped = 0;
  const groups = new Map<string, { lineCount: number; quantity: number }>();
  for (const line of lines) {
    const groupId = lineGroupId(line);
    if (groupId === null) {
      ungrouped += line.quantity;
      continue;
    }
    const group = groups.get(groupId) ?? { lineCount: 0, quantity: 0 };
    group.lineCount += 1;
    group.quantity += line.quantity;
    groups.set(groupId, group);
  }
  let grouped = 0;
  for (const { lineCount, quantity } of groups.values()) {
    grouped += lineCount > 1 ? Math.ceil(quantity / 2) : quantity;
  }
  return ungrouped + grouped;
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
 * A copy of `cart` with one line's quantity changed the way the server will
 * change it, for showing a change before the server answers. The line total
 * scales with its current unit price; quantity 0 removes the line; the
 * contents count and totals follow. An unknown key returns `cart` itself.
 *
 * @throws RangeError when `quantity` is not a whole number ≥ 0.
 * @example
 * const shown = applyOptimisticQuantity(cart, 'line-1', 3);
 * const withoutLine = applyOptimisticQuantity(cart, 'line-1', 0);
 */
export function applyOptimisticQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number of at least 0, got ${quantity}`);
  }
  const line = cart.cart[key];
  if (!line) return cart;

  const lines: Record<string, CartLine> = {};
  for (const [lineKey, current] of Object.entries(cart.cart)) {
    if (lineKey !== key) lines[lineKey] = current;
    else if (quantity > 0) {
      const unitPrice = current.line_total / current.quantity;
      lines[lineKey] = { ...current, quantity, line_total: Math.round(unitPrice * quantity) };
    }
  }
  const values = Object.values(lines);
  const contentsTotal = values.reduce((sum, l) => sum + l.line_total, 0);
  return {
    ...cart,
    cart: lines,
    cart_contents_count: values.reduce((sum, l) => sum + l.quantity, 0),
    // The displayed count follows the same grouped-line rule as the server's.
    item_count: cartCountWithGroups(values),
    cart_contents_total: contentsTotal,
    // Shipping, tax and discounts are the server's to recompute; move the amount due by the contents change only.
    cart_total: cart.cart_total + (contentsTotal - cart.cart_contents_total),
  };
}

/**
 * The cart note a server answer carries, read from a `note` field, else a
 * `notes` field (older servers), when it is a string; `undefined` when the
 * answer says nothing about the note. The cart contract has no note field yet,
 * so a note saved with `setNote` is otherwise taken as confirmed by the
 * successful answer.
 *
 * @example
 * noteFromCart({ ...cart, note: 'Gift wrap, please' }); // "Gift wrap, please"
 * noteFromCart(cart); // undefined
 */
export function noteFromCart(cart: Cart): string | undefined {
  const { note, notes } = cart as Cart & { note?: unknown; notes?: unknown };
  if (typeof note === 'string') return note;
  if (typeof notes === 'string') return notes;
  return undefined;
}
