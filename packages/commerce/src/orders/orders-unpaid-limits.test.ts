import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { createCarts, type CartService } from '../cart/cart';
import { createPlugins } from '../plugins/plugins';
import { feedCity } from '../plugins/social';
import { RATE_LIMITS } from '../ratelimit/ratelimit';
import { CASH_ON_DELIVERY_ID, BANK_TRANSFER_ID } from '../payments/manual.provider';
import { TEST_CARD_SUCCESS } from '../payments/test-card.provider';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { DEFAULT_MANUAL_UNITS_PER_VARIANT } from './orders.context';
import { ADDRESS, card, newKey, setStock, stockOf } from './orders.fixtures';
import { createOrders, type OrderService } from './orders';

/** Ten minutes into a 30-minute and a 60-minute window: no window ends while a case runs. */
const CLOCK = new Date('2030-03-04T10:10:00.000Z');
/** Seconds from CLOCK to the end of its 30-minute window, and of its hour. */
const TO_HALF_HOUR = 20 * 60;
const TO_HOUR = 50 * 60;

/**
 * Orders anyone can place without paying (cash on delivery, bank transfer):
 * what one of them may hold, how many one client address may place, how many
 * orders and carts one address may start, and what the public feed of recent
 * purchases shows of them.
 */
describe('unpaid orders and per-address limits', () => {
  let commerce: Commerce;
  let orders: OrderService;
  let carts: CartService;
  let variant: { id: number };
  let address = 0;
  /** A client address no other case uses. */
  const newIp = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    commerce = await openTestCommerce();
    orders = createOrders(commerce.db, { now: () => CLOCK });
    carts = createCarts(commerce.db, { now: () => CLOCK });
    variant = await variantWithStock(commerce.db, { min: 1, max: 100_000 });
  });
  afterAll(() => commerce.close());

  const cartOf = async (quantity: number, variantId = variant.id) =>
    (await carts.add(null, { variant_id: variantId, quantity })).token;

  const place = (
    cartToken: string,
    paymentMethod: string,
    ip: string | undefined,
    idempotencyKey = newKey(),
    city = ADDRESS.city,
  ) =>
    orders.createOrderFromCart(
      {
        cartToken,
        email: 'unpaid@example.com',
        shippingAddress: { ...ADDRESS, city },
        paymentMethod,
        ...(paymentMethod === 'test_card' ? { card: card(TEST_CARD_SUCCESS) } : {}),
        idempotencyKey,
      },
      ip === undefined ? {} : { ip },
    );

  it('the recent-purchases feed shows paid orders only, and a city only when it reads as a place name', async () => {
    await setStock(commerce, variant.id, 100);
    const plugins = createPlugins(commerce.db, () => CLOCK);
    await place(await cartOf(1), CASH_ON_DELIVERY_ID, undefined, newKey(), 'Buy cheap at evil example');
    const transfer = await place(await cartOf(1), BANK_TRANSFER_ID, undefined, newKey(), 'Leeds');
    const before = await plugins.lastSales({ limit: '10' });
    expect(before.sales.length).toBeGreaterThan(0);
    expect(before.sales.every((sale) => sale.demo)).toBe(true);
    expect(JSON.stringify(before)).not.toMatch(/Leeds|evil/);

    // Paid (the transfer arrived, or a card): shown, with its city when it is a place name.
    await orders.markOrderPaid(transfer.order.id);
    await place(await cartOf(1), 'test_card', undefined, newKey(), 'visit shop.evil.example');
    await place(await cartOf(1), 'test_card', undefined, newKey(), 'Saint-Jean-de-Luz');
    const after = await plugins.lastSales({ limit: '10' });
    expect(after.sales.map((sale) => [sale.city, sale.demo])).toEqual([
      ['Saint-Jean-de-Luz', false],
      ['Leeds', false],
    ]);
    expect(JSON.stringify(after)).not.toMatch(/evil|Lovelace|Analytical|example\.com/);
  });

  it('an unpaid manual order holds at most 5 of one variant; more is refused on the payment method and takes no stock', async () => {
    await setStock(commerce, variant.id, 40);
    const cap = DEFAULT_MANUAL_UNITS_PER_VARIANT;
    expect(cap).toBe(5);
    for (const method of [CASH_ON_DELIVERY_ID, BANK_TRANSFER_ID]) {
      const error = await expectCommerceError(place(await cartOf(cap + 1), method, undefined), {
        status: 422,
        code: 'MANUAL_PAYMENT_QUANTITY_LIMIT',
        field: 'paymentMethod',
      });
      expect(error.errors?.paymentMethod?.[0]).toContain('at most 5 of each item');
    }
    expect(await stockOf(commerce, variant.id)).toBe(40);
    // Two lines of one variant are one claim.
    const split = (
      await carts.add(null, { variant_id: variant.id, quantity: 3, properties: [{ name: 'engraving', value: 'A' }] })
    ).token;
    await carts.add(split, { variant_id: variant.id, quantity: 3, properties: [{ name: 'engraving', value: 'B' }] });
    await expectCommerceError(place(split, CASH_ON_DELIVERY_ID, undefined), {
      status: 422,
      code: 'MANUAL_PAYMENT_QUANTITY_LIMIT',
      field: 'paymentMethod',
    });
    expect((await place(await cartOf(cap), CASH_ON_DELIVERY_ID, undefined)).order.payment_status).toBe('unpaid');
    // A card pays at once: it may take more.
    expect((await place(await cartOf(cap + 10), 'test_card', undefined)).order.payment_status).toBe('paid');
    expect(await stockOf(commerce, variant.id)).toBe(40 - cap - (cap + 10));
  });

  it('one address places 3 unpaid orders per 30 minutes; the 4th is a 429 with Retry-After, takes no stock, and others are not held back', async () => {
    await setStock(commerce, variant.id, 100);
    const ip = newIp();
    const keys: string[] = [];
    const tokens: string[] = [];
    for (let n = 1; n <= RATE_LIMITS.unpaidOrdersPerIp.limit; n += 1) {
      const key = newKey();
      const token = await cartOf(2);
      keys.push(key);
      tokens.push(token);
      expect((await place(token, CASH_ON_DELIVERY_ID, ip, key)).order.status).toBe('open');
    }
    expect(RATE_LIMITS.unpaidOrdersPerIp).toEqual({ limit: 3, windowSeconds: 30 * 60 });
    const refused = await expectCommerceError(place(await cartOf(2), BANK_TRANSFER_ID, ip), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.message).toBe('Frequent operations, please try again tomorrow');
    expect(refused.retryAfterSeconds).toBe(TO_HALF_HOUR);
    expect(await stockOf(commerce, variant.id)).toBe(100 - 2 * 3);
    // A repeat of a placed order (same key) is that order, not a new one.
    const repeat = await place(tokens[2]!, CASH_ON_DELIVERY_ID, ip, keys[2]!);
    expect(repeat.order.status).toBe('open');
    // The same address still pays by card; another address still orders unpaid.
    expect((await place(await cartOf(2), 'test_card', ip)).order.payment_status).toBe('paid');
    expect((await place(await cartOf(2), CASH_ON_DELIVERY_ID, newIp())).order.payment_status).toBe('unpaid');
  });

  it('one address starts 60 checkouts an hour, whatever their outcome: the 61st is refused even with a good card', async () => {
    await setStock(commerce, variant.id, 100);
    const ip = newIp();
    const token = await cartOf(1);
    const badCard = { ...card(TEST_CARD_SUCCESS), number: '4242424242424241' };
    for (let n = 1; n <= RATE_LIMITS.checkoutPerIp.limit; n += 1) {
      await expectCommerceError(
        orders.createOrderFromCart(
          {
            cartToken: token,
            email: 'tries@example.com',
            shippingAddress: ADDRESS,
            paymentMethod: 'test_card',
            card: badCard,
            idempotencyKey: newKey(),
          },
          { ip },
        ),
        { status: 422, code: 'CARD_NUMBER_INVALID', field: 'card.number' },
      );
    }
    expect(RATE_LIMITS.checkoutPerIp).toEqual({ limit: 60, windowSeconds: 60 * 60 });
    const refused = await expectCommerceError(place(token, 'test_card', ip), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.retryAfterSeconds).toBe(TO_HOUR);
    expect(await stockOf(commerce, variant.id)).toBe(100);
    expect((await place(token, 'test_card', newIp())).order.payment_status).toBe('paid');
  });

  it('one address creates 200 carts an hour; adding to a cart it has is never counted', async () => {
    const ip = newIp();
    const shopper = { customerId: null, ip };
    let kept = '';
    for (let n = 1; n <= RATE_LIMITS.cartCreatePerIp.limit; n += 1) {
      kept = (await carts.add(null, { variant_id: variant.id, quantity: 1 }, shopper)).token;
    }
    expect(RATE_LIMITS.cartCreatePerIp).toEqual({ limit: 200, windowSeconds: 60 * 60 });
    const refused = await expectCommerceError(carts.add(null, { variant_id: variant.id, quantity: 1 }, shopper), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.retryAfterSeconds).toBe(TO_HOUR);
    // An unknown token is no cart: refused too, not a way around the limit.
    await expectCommerceError(carts.add('c'.repeat(43), { variant_id: variant.id, quantity: 1 }, shopper), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    const again = await carts.add(kept, { variant_id: variant.id, quantity: 1 }, shopper);
    expect(again.token).toBe(kept);
    await carts.addBatch(kept, { items: [{ variant_id: variant.id, quantity: 1 }] }, shopper);
    await carts.add(null, { variant_id: variant.id, quantity: 1 }, { customerId: null, ip: newIp() });
  });

  it('feedCity keeps place names and drops messages, hosts, digits and long text', () => {
    expect(['Lyon', ' Rio  de Janeiro ', "L'Aquila", 'St. Louis', 'Zürich', '東京'].map(feedCity)).toEqual([
      'Lyon',
      'Rio de Janeiro',
      "L'Aquila",
      'St. Louis',
      'Zürich',
      '東京',
    ]);
    for (const hostile of [
      'evil.example',
      'Call 0800 123',
      'buy now at our shop',
      'a@b',
      '<b>x</b>',
      'x'.repeat(31),
      '',
      null,
    ]) {
      expect(feedCity(hostile)).toBeNull();
    }
  });
});
