import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { wishingSchema, type WishList } from '@vitrine/headless/contract';

/** Products one customer may wish for; the next one is refused as `full` (spec 4: outcomes joined, removed, full). */
export const WISHLIST_LIMIT = 100;

/** A signed-in customer's wish list. Every call is scoped to `customerId`. */
export interface WishlistService {
  /** GET /wish_list/wished. */
  wished(customerId: number): Promise<WishList>;
  /** POST /wish_list/wishing: adds the product (again is fine: the variant is updated). 422 WISHLIST_FULL at the limit. */
  add(customerId: number, input: unknown): Promise<WishList>;
  /** DELETE /wish_list/wishing: removes the product; removing one that is not there is fine. */
  remove(customerId: number, input: unknown): Promise<WishList>;
}

const unknownProduct = () =>
  new CommerceError({ status: 422, code: 'UNKNOWN_PRODUCT', message: 'This product is not available', field: 'product_id' });

async function readList(db: Db, customerId: number): Promise<WishList> {
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY id DESC',
    [customerId],
  );
  return { data: { product_ids: rows.map((row) => row.product_id) } };
}

/**
 * Wish lists over a database. Adds lock the customer row, so concurrent adds
 * cannot push a list past `WISHLIST_LIMIT`.
 *
 * @example const { data } = await wishlist.add(customerId, { product_id: 12 });
 */
export function createWishlist(db: Db, limit = WISHLIST_LIMIT): WishlistService {
  return {
    wished: (customerId) => readList(db, customerId),

    add: async (customerId, input) => {
      const { product_id, variant_id } = parseInput(wishingSchema, input);
      return db.transaction(async (tx) => {
        const customer = await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        if (customer.length === 0) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
        const product = await tx.query('SELECT id FROM products WHERE id = $1', [product_id]);
        if (product.length === 0) throw unknownProduct();
        if (variant_id != null) {
          const variant = await tx.query('SELECT id FROM variants WHERE id = $1 AND product_id = $2', [variant_id, product_id]);
          if (variant.length === 0) {
            throw new CommerceError({ status: 422, code: 'UNKNOWN_VARIANT', message: 'This option is not available', field: 'variant_id' });
          }
        }
        const [{ count, has } = { count: 0, has: false }] = await tx.query<{ count: number; has: boolean }>(
          'SELECT count(*)::int AS count, bool_or(product_id = $2) AS has FROM wishlist_items WHERE customer_id = $1',
          [customerId, product_id],
        );
        if (!has && count >= limit) {
          throw new CommerceError({ status: 422, code: 'WISHLIST_FULL', message: `Your wish list is full (${limit} products)`, field: 'product_id' });
        }
        await tx.query(
          `INSERT INTO wishlist_items (customer_id, product_id, variant_id) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id, product_id) DO UPDATE SET variant_id = COALESCE(EXCLUDED.variant_id, wishlist_items.variant_id)`,
          [customerId, product_id, variant_id ?? null],
        );
        return readList(tx, customerId);
      });
    },

    remove: async (customerId, input) => {
      const { product_id } = parseInput(wishingSchema, input);
      await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [customerId, product_id]);
      return readList(db, customerId);
    },
  };
}
