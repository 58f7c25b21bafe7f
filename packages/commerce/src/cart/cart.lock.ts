import type { Db } from '../db/db.types';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { CART_COLUMNS, readCart, type CartRow } from './cart.read';
import { hashCartToken, isCartTokenShaped, newCartHash, newCartToken } from './cart.tokens';

/** A cart token may be missing or unknown: the shopper simply has no cart yet. */
export type CartToken = string | null | undefined;

/**
 * Locks the cart row for the rest of the transaction, so concurrent changes
 * to one cart take turns and every stock check sees the previous change.
 */
export async function lockCart(tx: Db, token: CartToken): Promise<CartRow | undefined> {
  if (!isCartTokenShaped(token)) return undefined;
  const [cart] = await tx.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE token_hash = $1 FOR UPDATE`, [
    hashCartToken(token),
  ]);
  return cart;
}

/** The cart behind `token` without locking it, for reads. */
export async function findCart(db: Db, token: CartToken): Promise<CartRow | undefined> {
  if (!isCartTokenShaped(token)) return undefined;
  const [cart] = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE token_hash = $1`, [
    hashCartToken(token),
  ]);
  return cart;
}

/** The locked cart behind `token`, or a new one in `currency` (with a new token) when there is none. */
export async function lockOrCreateCart(
  tx: Db,
  token: CartToken,
  currency: string,
): Promise<{ token: string; cart: CartRow }> {
  const existing = await lockCart(tx, token);
  if (existing && isCartTokenShaped(token)) return { token, cart: existing };
  const fresh = newCartToken();
  const [cart] = await tx.query<CartRow>(
    `INSERT INTO carts (token_hash, hash, currency) VALUES ($1, $2, $3) RETURNING ${CART_COLUMNS}`,
    [hashCartToken(fresh), newCartHash(), currency],
  );
  if (!cart) throw new Error('Creating the cart returned no row');
  return { token: fresh, cart };
}

/**
 * Marks the cart changed and reads it back as it now is (inside the same
 * transaction). The cart's row is locked, so changes take turns: the wall
 * clock at this moment (`clock_timestamp()`, not the transaction's start),
 * and at least a microsecond after the previous change, makes `revision`
 * strictly increase with every change.
 */
export async function touch(tx: Db, cart: CartRow, now: Date): Promise<PricedCartJson> {
  const [fresh] = await tx.query<CartRow>(
    `UPDATE carts SET updated_at = GREATEST(clock_timestamp(), updated_at + interval '1 microsecond')
     WHERE id = $1 RETURNING ${CART_COLUMNS}`,
    [cart.id],
  );
  return readCart(tx, fresh ?? cart, now);
}
