import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Commerce } from '../commerce';
import { CARD_TOKEN_TTL_MS, createCardTokens, hashCardToken, type CardTokenService } from '../payments/card-tokens';
import { PAYMENT_MESSAGES } from '../payments/payments.codes';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, countingPayments, newKey, setStock, stockOf } from './orders.fixtures';
import { createOrders, type OrderService } from './orders';

/** A row's text without hex digests, UUIDs and timestamps. */
function withoutHashesAndTimes(row: string): string {
  return row
    .replace(/[0-9a-f-]{16,}/g, '')
    .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)?/g, '');
}

describe('paying with a card token', () => {
  let commerce: Commerce;
  let orders: OrderService;
  let tokens: CardTokenService;
  let calls: () => number;
  let clock = new Date('2030-01-15T10:00:00.000Z');
  let ipCounter = 0;
  beforeAll(async () => {
    commerce = await openTestCommerce();
    const payments = countingPayments();
    calls = payments.calls;
    orders = createOrders(commerce.db, { payments: payments.registry, now: () => clock });
    tokens = createCardTokens(commerce.db, payments.registry, () => clock);
  });
  afterAll(() => commerce.close());

  const tokenFor = async (number = '4242424242424242', cvc = '8642') =>
    (await tokens.create(card(number, cvc), { ip: `192.0.2.${(ipCounter += 1) % 250}` })).token;

  const place = (cartToken: string, extra: Record<string, unknown>) =>
    orders.createOrderFromCart({
      cartToken,
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      idempotencyKey: newKey(),
      ...extra,
    });

  const freshCart = async (quantity = 1) => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    return { variant, cartToken: await cartWith(commerce, variant.id, quantity) };
  };

  it('pays with a token instead of the card, and uses the token up with the order', async () => {
    const { variant, cartToken } = await freshCart(2);
    const token = await tokenFor();
    const { order } = await place(cartToken, { card_token: token });
    expect(order).toMatchObject({ status: 'open', payment_status: 'paid' });
    expect(await stockOf(commerce, variant.id)).toBe(variant.onHand - 2);
    const [row] = await commerce.db.query<{ order_id: number; used: boolean }>(
      'SELECT order_id, used_at IS NOT NULL AS used FROM card_tokens WHERE order_id = $1',
      [order.id],
    );
    expect(row).toEqual({ order_id: order.id, used: true });
    const second = await freshCart();
    await expectCommerceError(place(second.cartToken, { card_token: token }), {
      status: 422,
      code: 'CARD_TOKEN_USED',
      field: 'card_token',
    });
    expect(await stockOf(commerce, second.variant.id)).toBe(second.variant.onHand);
    expect((await commerce.carts.get(second.cartToken)).cart_contents_count).toBe(1);
  });

  it('a double submit with the same key and token returns the same order and charges once', async () => {
    const { cartToken } = await freshCart();
    const token = await tokenFor();
    const key = newKey();
    const before = calls();
    const first = await place(cartToken, { card_token: token, idempotencyKey: key });
    const again = await place(cartToken, { card_token: token, idempotencyKey: key });
    expect(again.order).toEqual(first.order);
    expect(again.lookupToken).toBe(first.lookupToken);
    expect(calls() - before).toBe(1);
  });

  it.each([
    ['4000000000000002', 'PAYMENT_CARD_DECLINED'],
    ['4000000000000044', 'PAYMENT_DECLINED'],
    ['4000000000000051', 'PAYMENT_INSUFFICIENT_FUNDS'],
    ['4000000000000168', 'PAYMENT_CARD_INSUFFICIENT_FUNDS'],
    ['4000000000000101', 'PAYMENT_CARD_3DS_NOT_VERIFIED'],
    ['4000000000000036', 'PAYMENT_TIMEOUT'],
  ])('card %s refuses with %s through a token exactly as with the card typed in', async (number, code) => {
    const typed = await freshCart();
    const viaCard = await place(typed.cartToken, { card: card(number) }).catch((error: unknown) => error);
    const tokenized = await freshCart();
    const viaToken = await expectCommerceError(place(tokenized.cartToken, { card_token: await tokenFor(number) }), {
      status: 402,
      code,
      field: 'payment',
    });
    expect(viaToken.message).toBe(PAYMENT_MESSAGES[code as keyof typeof PAYMENT_MESSAGES]);
    expect(viaToken.toJSON()).toEqual((viaCard as typeof viaToken).toJSON());
    // Refused: the stock goes back and the cart stays, as with a typed card.
    expect(await stockOf(commerce, tokenized.variant.id)).toBe(tokenized.variant.onHand);
    expect((await commerce.carts.get(tokenized.cartToken)).cart_contents_count).toBe(1);
  });

  it('a pending card leaves the order open and unpaid, as with the card typed in', async () => {
    const { cartToken } = await freshCart();
    const { order } = await place(cartToken, { card_token: await tokenFor('4000000000000234') });
    expect(order).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_code: 'PAYMENT_PENDING' });
  });

  it('a token works until 15 minutes after it was made, not a moment later', async () => {
    const madeAt = clock;
    const lastMoment = await tokenFor();
    const late = await tokenFor();
    try {
      clock = new Date(madeAt.getTime() + CARD_TOKEN_TTL_MS - 1);
      const { order } = await place((await freshCart()).cartToken, { card_token: lastMoment });
      expect(order.payment_status).toBe('paid');
      clock = new Date(madeAt.getTime() + CARD_TOKEN_TTL_MS);
      await expectCommerceError(place((await freshCart()).cartToken, { card_token: late }), {
        status: 422,
        code: 'CARD_TOKEN_EXPIRED',
        field: 'card_token',
      });
    } finally {
      clock = madeAt;
    }
  });

  it('takes exactly one of card and token for a card method', async () => {
    const { cartToken } = await freshCart();
    const token = await tokenFor();
    await expectCommerceError(place(cartToken, { card: card(), card_token: token }), {
      status: 422,
      code: 'CARD_DETAILS_CONFLICT',
      field: 'card_token',
    });
    await expectCommerceError(place(cartToken, {}), { status: 422, code: 'CARD_NUMBER_INVALID', field: 'card.number' });
    for (const bad of ['tok_nope', `tok_${'A'.repeat(32)}`, '']) {
      await expectCommerceError(place(cartToken, { card_token: bad }), {
        status: 422,
        code: 'CARD_TOKEN_INVALID',
        field: 'card_token',
      });
    }
    // None of the refusals used the token up.
    const { order } = await place(cartToken, { card_token: token });
    expect(order.payment_status).toBe('paid');
  });

  it('a checkout that fails after the token was checked gives the token back', async () => {
    const { variant, cartToken } = await freshCart(2);
    const token = await tokenFor();
    await setStock(commerce, variant.id, 1);
    await expect(place(cartToken, { card_token: token })).rejects.toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
    });
    const [row] = await commerce.db.query<{ used: boolean; order_id: number | null }>(
      'SELECT used_at IS NOT NULL AS used, order_id FROM card_tokens WHERE token_hash = $1',
      [hashCardToken(token)],
    );
    expect(row).toEqual({ used: false, order_id: null });
    await setStock(commerce, variant.id, 10);
    const { order } = await place(cartToken, { card_token: token });
    expect(order.payment_status).toBe('paid');
  });

  it('of many checkouts racing with one token, exactly one uses it', async () => {
    const token = await tokenFor();
    const carts = await Promise.all(Array.from({ length: 6 }, () => freshCart()));
    const results = await Promise.allSettled(carts.map(({ cartToken }) => place(cartToken, { card_token: token })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 422, code: 'CARD_TOKEN_USED' });
    }
  });

  it('a manual method ignores a card token and leaves it unused', async () => {
    const token = await tokenFor();
    const { order } = await place((await freshCart()).cartToken, {
      paymentMethod: 'cash_on_delivery',
      card_token: token,
    });
    expect(order.payment_method).toBe('cash_on_delivery');
    const { order: paid } = await place((await freshCart()).cartToken, { card_token: token });
    expect(paid.payment_status).toBe('paid');
  });

  it('no table row and no log line holds the card number or security code after tokenizing and paying', async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    const cvc = '6173';
    const numbers = ['4242424242424242', '4000000000000143', '4000000000000051'];
    try {
      for (const number of numbers) {
        const token = await tokenFor(number, cvc);
        await place((await freshCart()).cartToken, { card_token: token }).catch(() => undefined);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const tables = await commerce.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toContain('card_tokens');
    for (const { table_name } of tables) {
      const rows = await commerce.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table_name} t`);
      for (const { row } of rows) {
        for (const number of numbers) {
          expect(row, table_name).not.toContain(number);
          expect(row, table_name).not.toContain(number.slice(0, 12));
        }
      }
    }
    // A short security code can turn up by chance inside hashes, keys and timestamps, so those are set aside.
    for (const table of ['orders', 'order_lines', 'payments', 'card_tokens']) {
      const rows = await commerce.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
      for (const { row } of rows) expect(withoutHashesAndTimes(row), table).not.toContain(cvc);
    }
    for (const line of logged) {
      for (const number of numbers) expect(line).not.toContain(number);
      expect(line).not.toContain(cvc);
    }
  });
});
