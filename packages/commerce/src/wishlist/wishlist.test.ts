import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import type { Accounts } from '../customers/accounts';
import { testAccounts, verifiedCustomer } from '../customers/accounts.testkit';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createWishlist, WISHLIST_LIMIT } from './wishlist';
import { wishListSchema } from '@vitrine/headless/contract';

describe('wish list', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let products: Array<{ id: number; variant_id: number }>;
  beforeAll(async () => {
    commerce = await openTestCommerce();
    ({ accounts } = await testAccounts(commerce.db));
    products = await commerce.db.query<{ id: number; variant_id: number }>(
      'SELECT p.id, min(v.id) AS variant_id FROM products p JOIN variants v ON v.product_id = p.id GROUP BY p.id ORDER BY p.id',
    );
  });
  afterAll(() => commerce.close());

  it('adds, lists newest first, re-adds without duplicates and removes', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    expect(await accounts.wishlist.wished(shopper.id)).toEqual({ data: { product_ids: [] } });
    await accounts.wishlist.add(shopper.id, { product_id: a.id });
    const list = await accounts.wishlist.add(shopper.id, { product_id: String(b.id), variant_id: b.variant_id });
    expect(wishListSchema.strict().parse(list)).toEqual({ data: { product_ids: [b.id, a.id] } });
    expect(await accounts.wishlist.add(shopper.id, { product_id: a.id })).toEqual({
      data: { product_ids: [b.id, a.id] },
    });
    expect(await accounts.wishlist.remove(shopper.id, { product_id: b.id })).toEqual({ data: { product_ids: [a.id] } });
    expect(await accounts.wishlist.remove(shopper.id, { product_id: b.id })).toEqual({ data: { product_ids: [a.id] } });
  });

  it("keeps each customer's list to themselves", async () => {
    const ada = await verifiedCustomer(commerce.db, accounts);
    const bob = await verifiedCustomer(commerce.db, accounts);
    const [a] = products as [(typeof products)[0]];
    await accounts.wishlist.add(ada.id, { product_id: a.id });
    expect(await accounts.wishlist.wished(bob.id)).toEqual({ data: { product_ids: [] } });
    await accounts.wishlist.remove(bob.id, { product_id: a.id });
    expect(await accounts.wishlist.wished(ada.id)).toEqual({ data: { product_ids: [a.id] } });
  });

  it('refuses unknown products and variants of another product with 422', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    await expectCommerceError(accounts.wishlist.add(shopper.id, { product_id: 2_000_000_000 }), {
      status: 422,
      code: 'UNKNOWN_PRODUCT',
      field: 'product_id',
    });
    await expectCommerceError(accounts.wishlist.add(shopper.id, { product_id: a.id, variant_id: b.variant_id }), {
      status: 422,
      code: 'UNKNOWN_VARIANT',
      field: 'variant_id',
    });
    await expectCommerceError(accounts.wishlist.add(shopper.id, { product_id: 'abc' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'product_id',
    });
    expect(await accounts.wishlist.wished(shopper.id)).toEqual({ data: { product_ids: [] } });
  });

  it(`holds ${WISHLIST_LIMIT} products: the ${WISHLIST_LIMIT}th is accepted, the next is WISHLIST_FULL`, async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const limit = Math.min(WISHLIST_LIMIT, products.length - 1);
    // The seeded catalog may hold fewer than WISHLIST_LIMIT products; the same code runs with the smaller limit then.
    const wishlist = limit === WISHLIST_LIMIT ? accounts.wishlist : createWishlist(commerce.db, limit);
    for (const product of products.slice(0, limit - 1)) await wishlist.add(shopper.id, { product_id: product.id });
    expect((await wishlist.wished(shopper.id)).data.product_ids).toHaveLength(limit - 1);
    await wishlist.add(shopper.id, { product_id: products[limit - 1]?.id });
    expect((await wishlist.wished(shopper.id)).data.product_ids).toHaveLength(limit);
    await expectCommerceError(wishlist.add(shopper.id, { product_id: products[limit]?.id }), {
      status: 422,
      code: 'WISHLIST_FULL',
      field: 'product_id',
    });
    // a product already on the full list can still be "added" (nothing changes)
    await expect(wishlist.add(shopper.id, { product_id: products[0]?.id })).resolves.toBeTruthy();
  });

  it('cannot exceed the limit under concurrent adds', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const wishlist = createWishlist(commerce.db, 3);
    const results = await Promise.allSettled(
      products.slice(0, 8).map((product) => wishlist.add(shopper.id, { product_id: product.id })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await wishlist.wished(shopper.id)).data.product_ids).toHaveLength(3);
  });
});
