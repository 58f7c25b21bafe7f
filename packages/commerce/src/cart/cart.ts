import { addToCartSchema, batchAddSchema, updateLineSchema, type Cart } from '@vitrine/headless/contract';
import { STORE_CURRENCY } from '../config';
import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { addItem, findLine, lineNotFound, setLineQuantity, type CartItem } from './cart.lines';
import { emptyCart, readCart, type CartRow } from './cart.read';
import { hashCartToken, isCartTokenShaped, newCartHash, newCartToken } from './cart.tokens';

/** A cart token may be missing or unknown: the shopper simply has no cart yet. */
type CartToken = string | null | undefined;

/** The shopper's cart. Every mutation is all-or-nothing and returns the cart as it now is. */
export interface CartService {
  /** The cart behind `token`; an empty cart (hash null) when there is none. Writes nothing. */
  get(token: CartToken): Promise<Cart>;
  /** Adds one item (validated with `addToCartSchema`), creating the cart on first add. */
  add(token: CartToken, input: unknown): Promise<{ token: string; cart: Cart }>;
  /** Adds several items (validated with `batchAddSchema`): all of them or, on any error, none. */
  addBatch(token: CartToken, input: unknown): Promise<{ token: string; cart: Cart }>;
  /** Sets a line's quantity (validated with `updateLineSchema`); 0 removes the line. */
  updateLine(token: CartToken, key: string, input: unknown): Promise<Cart>;
  /** Removes a line. */
  removeLine(token: CartToken, key: string): Promise<Cart>;
}

/**
 * Locks the cart row for the rest of the transaction, so concurrent changes
 * to one cart take turns and every stock check sees the previous change.
 */
async function lockCart(tx: Db, token: CartToken): Promise<CartRow | undefined> {
  if (!isCartTokenShaped(token)) return undefined;
  const [cart] = await tx.query<CartRow>('SELECT id, hash, currency FROM carts WHERE token_hash = $1 FOR UPDATE', [
    hashCartToken(token),
  ]);
  return cart;
}

/** The locked cart behind `token`, or a new one (with a new token) when there is none. */
async function lockOrCreateCart(tx: Db, token: CartToken): Promise<{ token: string; cart: CartRow }> {
  const existing = await lockCart(tx, token);
  if (existing && isCartTokenShaped(token)) return { token, cart: existing };
  const fresh = newCartToken();
  const [cart] = await tx.query<CartRow>(
    'INSERT INTO carts (token_hash, hash, currency) VALUES ($1, $2, $3) RETURNING id, hash, currency',
    [hashCartToken(fresh), newCartHash(), STORE_CURRENCY],
  );
  if (!cart) throw new Error('Creating the cart returned no row');
  return { token: fresh, cart };
}

async function touch(tx: Db, cart: CartRow): Promise<Cart> {
  await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cart.id]);
  return readCart(tx, cart);
}

/**
 * Carts over a database. Inputs are validated before any work; a failed
 * change rolls back, leaving the cart exactly as it was.
 *
 * @example
 * const carts = createCarts(db);
 * const { token, cart } = await carts.add(null, { variant_id: 12, quantity: 2 });
 */
export function createCarts(db: Db): CartService {
  const addItems = (token: CartToken, items: CartItem[], inBatch: boolean) =>
    db.transaction(async (tx) => {
      const { token: cartToken, cart } = await lockOrCreateCart(tx, token);
      for (const [index, item] of items.entries()) {
        await addItem(tx, cart.id, item, inBatch ? `items.${index}.` : '');
      }
      return { token: cartToken, cart: await touch(tx, cart) };
    });

  const changeLine = (token: CartToken, key: string, quantity: number) =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, token);
      if (!cart || typeof key !== 'string') throw lineNotFound();
      await setLineQuantity(tx, cart.id, await findLine(tx, cart.id, key), quantity);
      return touch(tx, cart);
    });

  return {
    async get(token) {
      if (!isCartTokenShaped(token)) return emptyCart();
      const [cart] = await db.query<CartRow>('SELECT id, hash, currency FROM carts WHERE token_hash = $1', [
        hashCartToken(token),
      ]);
      return cart ? readCart(db, cart) : emptyCart();
    },
    add: async (token, input) => addItems(token, [parseInput(addToCartSchema, input)], false),
    addBatch: async (token, input) => addItems(token, parseInput(batchAddSchema, input).items, true),
    updateLine: async (token, key, input) => changeLine(token, key, parseInput(updateLineSchema, input).quantity),
    removeLine: async (token, key) => changeLine(token, key, 0),
  };
}
