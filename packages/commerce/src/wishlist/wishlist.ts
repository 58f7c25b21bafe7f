import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
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
  new CommerceError({
    status: 422,
    code: 'UNKNOWN_PRODUCT',
    message: 'This product is not available',
    field: 'product_id',
  });

async function readList(db: Db, customerId: number): Promise<WishList> {
  const rows = await kyselyFor(db)
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
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
        const q = kyselyFor(tx);
        const customer = await q
          .selectFrom('customers')
          .select('id')
          .where('id', '=', customerId)
          .forUpdate()
          .executeTakeFirst();
        if (!customer) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
        const product = await q.selectFrom('products').select('id').where('id', '=', product_id).executeTakeFirst();
        if (!product) throw unknownProduct();
        if (variant_id != null) {
          const variant = await q
            .selectFrom('variants')
            .select('id')
            .where('id', '=', variant_id)
            .where('product_id', '=', product_id)
            .executeTakeFirst();
          if (!variant) {
            throw new CommerceError({
              status: 422,
              code: 'UNKNOWN_VARIANT',
              message: 'This option is not available',
              field: 'variant_id',
            });
          }
        }
        const { count, has } = await q
          .selectFrom('wishlist_items')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn
              .coalesce(eb.fn<boolean | null>('bool_or', [eb('product_id', '=', product_id)]), eb.lit(false))
              .as('has'),
          ])
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow();
        if (!has && count >= limit) {
          throw new CommerceError({
            status: 422,
            code: 'WISHLIST_FULL',
            message: `Your wish list is full (${limit} products)`,
            field: 'product_id',
          });
        }
        await q
          .insertInto('wishlist_items')
          .values({ customer_id: customerId, product_id, variant_id: variant_id ?? null })
          .onConflict((oc) =>
            oc.columns(['customer_id', 'product_id']).doUpdateSet((eb) => ({
              variant_id: eb.fn.coalesce('excluded.variant_id', 'wishlist_items.variant_id'),
            })),
          )
          .execute();
        return readList(tx, customerId);
      });
    },

    remove: async (customerId, input) => {
      const { product_id } = parseInput(wishingSchema, input);
      await kyselyFor(db)
        .deleteFrom('wishlist_items')
        .where('customer_id', '=', customerId)
        .where('product_id', '=', product_id)
        .execute();
      return readList(db, customerId);
    },
  };
}
