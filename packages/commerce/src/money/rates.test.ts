import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../migrations/migrate';
import { expectCommerceError, openTestDb } from '../test/harness';
import type { Db } from '../db/db.types';
import { listExchangeRates, updateExchangeRates } from './rates';

const SELECTOR = [
  'AUD',
  'CAD',
  'CNY',
  'EUR',
  'GBP',
  'JPY',
  'NZD',
  'USD',
  'MXN',
  'INR',
  'ARS',
  'UYU',
  'BRL',
  'RUB',
  'KRW',
];

let test: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  test = await openTestDb();
  db = test.db;
  await runMigrations(db, test.schema);
}, 60_000);
afterAll(() => test.close());

describe('exchange rates', () => {
  it('are seeded for every selector currency, USD base at 1', async () => {
    const { base, rates } = await listExchangeRates(db);
    expect(base).toBe('USD');
    expect(rates.USD).toBe(1);
    for (const code of SELECTOR) expect(rates[code], code).toBeGreaterThan(0);
    expect(rates.EUR).toBeLessThan(1);
    expect(rates.JPY).toBeGreaterThan(100);
  });

  it('update the given currencies, add new ones and keep the others', async () => {
    const before = await listExchangeRates(db);
    expect(await updateExchangeRates(db, { base: 'usd', rates: { eur: 0.95, CHF: 0.88, USD: 1 } })).toEqual({
      updated: 3,
      base: 'USD',
    });
    const after = await listExchangeRates(db);
    expect(after.rates).toMatchObject({ EUR: 0.95, CHF: 0.88, USD: 1, GBP: before.rates.GBP });
  });

  it.each([
    [{ base: 'USD', rates: { EUR: 0 } }, 'rates.EUR'],
    [{ base: 'USD', rates: { EUR: -0.5 } }, 'rates.EUR'],
    [{ base: 'USD', rates: { EUR: '0.9' } }, 'rates.EUR'],
    [{ base: 'USD', rates: { EUR: 2e9 } }, 'rates.EUR'],
    [{ base: 'EUR', rates: { EUR: 1, USD: 1.1 } }, 'base'],
    [{ base: 'USD', rates: { USD: 1.01 } }, 'rates.USD'],
    [{ base: 'USD', rates: {} }, 'rates'],
    [{ base: 'USD', rates: { EURO: 0.9 } }, 'rates.EURO'],
    [{ rates: { EUR: 0.9 } }, 'base'],
  ])('refuse %j and change nothing', async (input, field) => {
    const before = await listExchangeRates(db);
    await expectCommerceError(updateExchangeRates(db, input), { status: 422, code: 'VALIDATION_FAILED', field });
    expect(await listExchangeRates(db)).toEqual(before);
  });

  it('apply all or nothing: one refused rate leaves the good ones unapplied', async () => {
    const before = await listExchangeRates(db);
    await expectCommerceError(updateExchangeRates(db, { base: 'USD', rates: { GBP: 0.5, JPY: -1 } }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'rates.JPY',
    });
    expect((await listExchangeRates(db)).rates.GBP).toBe(before.rates.GBP);
  });

  it('keep tiny and large rates exactly enough for prices', async () => {
    await updateExchangeRates(db, { base: 'USD', rates: { VND: 25_400.5, BTC: 0.00001234 } });
    const { rates } = await listExchangeRates(db);
    expect(rates.VND).toBe(25_400.5);
    expect(rates.BTC).toBe(0.00001234);
  });
});
