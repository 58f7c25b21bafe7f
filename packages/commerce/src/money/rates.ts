import type { Db } from '../db/db.types';
import { DEFAULT_STORE_CURRENCY } from '../config';
import { CommerceError, parseInput } from '../errors';
import { ratesUpdateSchemaFor, type ExchangeRatesBody } from './money.schema';
import { cachedRead } from '../db/read-cache';

/**
 * The currency `exchange_rates` rows count against (units of each currency
 * per one US dollar, migration 0007). The store's own currency may be another:
 * rates are based on it when read, and brought back to this when written.
 */
const STORED_BASE = 'USD';

/** Outcome of a rates update: how many currencies now have the given rate. */
export interface RatesUpdateResult {
  updated: number;
  base: string;
}

/** Twelve significant digits: a rebased rate without the float noise of the division. */
const rebased = (rate: number, per: number) => Number((rate / per).toPrecision(12));

async function storedRates(db: Db): Promise<Record<string, number>> {
  const rows = await cachedRead(db, 'exchange-rates', () =>
    db.query<{ currency: string; rate: string | number }>(
      'SELECT currency, rate FROM exchange_rates ORDER BY currency',
    ),
  );
  const rates: Record<string, number> = { [STORED_BASE]: 1 };
  for (const row of rows) rates[row.currency.trim()] = Number(row.rate);
  return rates;
}

/**
 * The stored exchange rates based on the store currency, which has rate 1
 * (`GET /exchanges`): units of each currency per one unit of the store's. A
 * store currency without a stored rate has only itself.
 *
 * @example const { base, rates } = await listExchangeRates(db); // { base: 'USD', rates: { USD: 1, EUR: 0.92, ... } }
 * @example (await listExchangeRates(db, 'EUR')).rates.USD // 1.08695652174 (1 / 0.92)
 */
export async function listExchangeRates(
  db: Db,
  storeCurrency: string = DEFAULT_STORE_CURRENCY,
): Promise<ExchangeRatesBody> {
  const stored = await storedRates(db);
  const per = stored[storeCurrency];
  if (per === undefined) return { base: storeCurrency, rates: { [storeCurrency]: 1 } };
  const rates: Record<string, number> = {};
  for (const [currency, rate] of Object.entries(stored))
    rates[currency] = currency === storeCurrency ? 1 : rebased(rate, per);
  return { base: storeCurrency, rates };
}

/**
 * Applies a rates file or feed in one transaction: every rate is validated
 * first (422 on a rate ≤ 0, a non-number, or a base other than the store
 * currency at 1), then all are written or none. Currencies the input leaves
 * out keep their last rate, so a partial feed never hides a currency from the
 * selector.
 *
 * @example await updateExchangeRates(db, { base: 'USD', rates: { EUR: 0.93, GBP: 0.8 } });
 */
export async function updateExchangeRates(
  db: Db,
  input: unknown,
  storeCurrency: string = DEFAULT_STORE_CURRENCY,
): Promise<RatesUpdateResult> {
  const { base, rates } = parseInput(ratesUpdateSchemaFor(storeCurrency), input);
  // Stored rates count per US dollar: the store currency's own rate against it, from the feed or the table.
  const given = rates[STORED_BASE];
  const perDollar = given !== undefined ? 1 / given : (await storedRates(db))[base];
  if (perDollar === undefined) {
    throw new CommerceError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: `Give the rate of ${STORED_BASE}: the store has none for ${base} yet`,
      field: `rates.${STORED_BASE}`,
    });
  }
  const entries = Object.entries({ ...rates, [base]: 1 }).map(
    ([currency, rate]) =>
      [currency, currency === STORED_BASE ? 1 : Number((rate * perDollar).toPrecision(12))] as const,
  );
  await db.transaction(async (tx) => {
    for (const [currency, rate] of entries) {
      await tx.query(
        `INSERT INTO exchange_rates (currency, rate, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (currency) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`,
        [currency, rate],
      );
    }
  });
  return { updated: entries.length, base };
}
