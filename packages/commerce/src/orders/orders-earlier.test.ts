import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';
import { createOrderHistory, EARLIER_ORDERS_MIN_AGE_DAYS, EARLIER_ORDERS_PAGE_SIZE_MAX } from './orders.read';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2031-06-01T12:00:00.000Z');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS + extraMs);

describe('earlier orders (GET /orders-old)', () => {
  let commerce: Commerce;
  let ada: number;
  let grace: number;
  const history = () => createOrderHistory(commerce.db, () => NOW);

  const customer = async (email: string) => {
    const [row] = await commerce.db.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash) VALUES ($1, 'x') RETURNING id",
      [email],
    );
    return row!.id;
  };

  /** Places a paid order for `customerId` and dates it `placedAt`. */
  const orderPlacedAt = async (customerId: number, placedAt: Date) => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const placed = await commerce.orders.createOrderFromCart({
      cartToken: await cartWith(commerce, variant.id, 1),
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
      customerId,
    });
    await commerce.db.query('UPDATE orders SET placed_at = $2 WHERE id = $1', [
      placed.order.id,
      placedAt.toISOString(),
    ]);
    return placed.order.number;
  };

  const numbers = async (customerId: number, query: Record<string, unknown> = {}) =>
    (await history().listEarlier(customerId, query)).orders.map((order) => order.number);

  beforeAll(async () => {
    commerce = await openTestCommerce();
    ada = await customer('ada@example.com');
    grace = await customer('grace@example.com');
  });
  afterAll(() => commerce.close());

  it('lists only orders placed more than 180 days ago, newest first, in the order-history shape', async () => {
    const recent = await orderPlacedAt(ada, daysBefore(3));
    const justInside = await orderPlacedAt(ada, daysBefore(EARLIER_ORDERS_MIN_AGE_DAYS));
    const justOld = await orderPlacedAt(ada, daysBefore(EARLIER_ORDERS_MIN_AGE_DAYS, -1000));
    const older = await orderPlacedAt(ada, daysBefore(400));
    expect(await numbers(ada)).toEqual([justOld, older]);
    const page = await history().listEarlier(ada, {});
    expect(page).toMatchObject({ page: 1, page_size: 10, total: 2 });
    const recentHistory = await commerce.orders.listCustomerOrders(ada);
    const sameOrder = recentHistory.orders.find((order) => order.number === justOld);
    expect(page.orders[0]).toEqual(sameOrder);
    expect(page.orders[0]!.lines.length).toBeGreaterThan(0);
    expect([recent, justInside].some((n) => page.orders.some((order) => order.number === n))).toBe(false);
  });

  it("never shows another customer's orders", async () => {
    const theirs = await orderPlacedAt(grace, daysBefore(300));
    expect(await numbers(grace)).toEqual([theirs]);
    expect(await numbers(ada)).not.toContain(theirs);
    expect((await history().listEarlier(grace + 10_000, {})).total).toBe(0);
  });

  it('leaves out orders whose payment was refused', async () => {
    const refused = await orderPlacedAt(grace, daysBefore(250));
    await commerce.db.query("UPDATE orders SET status = 'failed' WHERE number = $1", [refused]);
    expect(await numbers(grace)).not.toContain(refused);
  });

  it('pages with page and page_size up to 50', async () => {
    const all = await numbers(ada);
    expect(await numbers(ada, { page: 1, page_size: 1 })).toEqual([all[0]]);
    expect(await numbers(ada, { page: '2', page_size: '1' })).toEqual([all[1]]);
    expect(await numbers(ada, { page: 3, page_size: 1 })).toEqual([]);
    await expect(history().listEarlier(ada, { page_size: EARLIER_ORDERS_PAGE_SIZE_MAX })).resolves.toMatchObject({
      page_size: 50,
      total: all.length,
    });
    for (const [field, value] of [
      ['page_size', EARLIER_ORDERS_PAGE_SIZE_MAX + 1],
      ['page_size', 0],
      ['page', 0],
      ['page', 1.5],
      ['page', 'two'],
    ] as const) {
      await expectCommerceError(history().listEarlier(ada, { [field]: value }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
  });

  it('is wired into the engine with the real clock', async () => {
    const old = await orderPlacedAt(ada, new Date(Date.now() - 200 * DAY_MS));
    expect((await commerce.orderHistory.listEarlier(ada, {})).orders.map((order) => order.number)).toContain(old);
  });
});
