import { ERROR_CODES, MAX_LINE_QUANTITY, type LineProperty } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import { assertGroupHasRoom, groupIdOf } from './cart.groups';
import { newLineKey } from './cart.tokens';

/** One validated item to put in the cart. */
export interface CartItem {
  variant_id: number;
  quantity: number;
  properties: LineProperty[];
}

/** A line of the locked cart, as the mutations need it. */
export interface LockedLine {
  id: number;
  variant_id: number;
  quantity: number;
}

/** Stock of a variant, or undefined when the variant does not exist. */
async function stockOf(tx: Db, variantId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ on_hand: number }>(
    `SELECT COALESCE(i.on_hand, 0) AS on_hand
     FROM variants v LEFT JOIN inventory_levels i ON i.variant_id = v.id
     WHERE v.id = $1`,
    [variantId],
  );
  return row?.on_hand;
}

/** Units of a variant already in the cart, over all its lines, optionally leaving one line out. */
async function quantityInCart(tx: Db, cartId: number, variantId: number, exceptLineId?: number): Promise<number> {
  const [row] = await tx.query<{ quantity: number }>(
    `SELECT COALESCE(sum(quantity), 0)::int AS quantity FROM cart_lines
     WHERE cart_id = $1 AND variant_id = $2 AND id <> $3`,
    [cartId, variantId, exceptLineId ?? 0],
  );
  return row?.quantity ?? 0;
}

function stockMessage(onHand: number, inCart: number): string {
  if (onHand === 0) return 'Sorry, this item is sold out';
  if (inCart === 0) return `Only ${onHand} left in stock`;
  const already = inCart === 1 ? '1 is' : `${inCart} are`;
  return `Only ${onHand} left in stock, and ${already} already in your cart`;
}

/**
 * Throws 422 UNKNOWN_VARIANT for a variant that does not exist, and 422
 * INSUFFICIENT_STOCK when `wanted` more units (on top of what is in the
 * cart) exceed the stock. Stock counts per variant, so lines of the
 * same variant with different properties share it.
 */
async function assertInStock(
  tx: Db,
  cartId: number,
  variantId: number,
  wanted: number,
  fieldPrefix: string,
  exceptLineId?: number,
): Promise<void> {
  const onHand = await stockOf(tx, variantId);
  if (onHand === undefined) throw unknownVariant(`${fieldPrefix}variant_id`);
  const field = `${fieldPrefix}quantity`;
  const inCart = await quantityInCart(tx, cartId, variantId, exceptLineId);
  if (inCart + wanted <= onHand) return;
  const message = stockMessage(onHand, inCart);
  throw new CommerceError({
    status: 422,
    code: ERROR_CODES.insufficientStock,
    message,
    field,
    errors: { [field]: [message] },
  });
}

function unknownVariant(field: string): CommerceError {
  const message = 'This product option is no longer available';
  return new CommerceError({
    status: 422,
    code: ERROR_CODES.unknownVariant,
    message,
    field,
    errors: { [field]: [message] },
  });
}

/**
 * Adds one item to a locked cart: merges into the line with the same variant
 * and properties (so lines of different groups or powers never merge), or
 * appends a new line at the end, if its group has room for one more line.
 *
 * @param fieldPrefix names the item in errors (`items.2.` inside a batch)
 */
export async function addItem(tx: Db, cartId: number, item: CartItem, fieldPrefix = ''): Promise<void> {
  await assertInStock(tx, cartId, item.variant_id, item.quantity, fieldPrefix);
  const properties = JSON.stringify(item.properties.map(({ name, value }) => ({ name, value })));
  const [existing] = await tx.query<{ id: number; quantity: number }>(
    `SELECT id, quantity FROM cart_lines WHERE cart_id = $1 AND variant_id = $2 AND properties = $3::jsonb`,
    [cartId, item.variant_id, properties],
  );
  if (existing) {
    if (existing.quantity + item.quantity > MAX_LINE_QUANTITY) {
      const field = `${fieldPrefix}quantity`;
      const message = `Quantity can not be more than ${MAX_LINE_QUANTITY}`;
      throw new CommerceError({
        status: 422,
        code: ERROR_CODES.invalidQuantity,
        message,
        field,
        errors: { [field]: [message] },
      });
    }
    await tx.query('UPDATE cart_lines SET quantity = quantity + $2 WHERE id = $1', [existing.id, item.quantity]);
    return;
  }
  const groupId = groupIdOf(item.properties);
  if (groupId !== null) await assertGroupHasRoom(tx, cartId, groupId, fieldPrefix);
  await tx.query(
    `INSERT INTO cart_lines (cart_id, key, variant_id, quantity, properties, position)
     SELECT $1, $2, $3, $4, $5::jsonb, COALESCE(max(position), 0) + 1 FROM cart_lines WHERE cart_id = $1`,
    [cartId, newLineKey(), item.variant_id, item.quantity, properties],
  );
}

/** 404 for a key that is not a line of this cart (another cart's key included: it must not leak that it exists). */
export function lineNotFound(): CommerceError {
  const message = 'This item is no longer in your cart';
  return new CommerceError({
    status: 404,
    code: ERROR_CODES.lineNotFound,
    message,
    field: 'key',
    errors: { key: [message] },
  });
}

/** Finds a line of a locked cart by its key. */
export async function findLine(tx: Db, cartId: number, key: string): Promise<LockedLine> {
  const [line] = await tx.query<LockedLine>(
    'SELECT id, variant_id, quantity FROM cart_lines WHERE cart_id = $1 AND key = $2',
    [cartId, key],
  );
  if (!line) throw lineNotFound();
  return line;
}

/**
 * Sets a line's quantity; 0 removes it. Lowering a quantity always works
 * (even if stock has since dropped below it); raising it checks stock.
 */
export async function setLineQuantity(tx: Db, cartId: number, line: LockedLine, quantity: number): Promise<void> {
  if (quantity === 0) {
    await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
    return;
  }
  if (quantity > line.quantity) await assertInStock(tx, cartId, line.variant_id, quantity, '', line.id);
  await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [line.id, quantity]);
}
