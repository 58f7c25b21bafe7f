import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';

/** Card details live only in memory for one call: no table row and no log line may hold them. */
describe('card data is never stored or logged', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('after paid and refused payments, nothing holds the card number or the security code', async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    const cvc = '7391';
    const numbers = ['4242424242424242', '4000000000000143'];
    try {
      const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
      for (const number of numbers) {
        await commerce.orders
          .createOrderFromCart({
            cartToken: await cartWith(commerce, variant.id),
            email: 'private@example.com',
            shippingAddress: ADDRESS,
            paymentMethod: 'test_card',
            card: card(number, cvc),
            idempotencyKey: newKey(),
          })
          .catch(() => undefined);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const tables = await commerce.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const [payments] = await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
    expect(payments?.n).toBe(2);
    for (const { table_name } of tables) {
      const rows = await commerce.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table_name} t`);
      for (const { row } of rows) {
        for (const number of numbers) expect(row, table_name).not.toContain(number);
        expect(row, table_name).not.toContain(numbers[0]?.slice(4, 12));
      }
    }
    // The security code is short enough to occur by chance in catalog data, so it is checked where payment data goes.
    for (const table of ['orders', 'order_lines', 'payments']) {
      const rows = await commerce.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
      for (const { row } of rows) expect(row, table).not.toContain(cvc);
    }
    for (const line of logged) {
      for (const number of numbers) expect(line).not.toContain(number);
      expect(line).not.toContain(cvc);
    }
  });
});
