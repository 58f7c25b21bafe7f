import type { Db } from '../db/db.types';
import { STORE_CURRENCY } from '../config';
import { parseInput } from '../errors';
import { ratesUpdateSchema, type ExchangeRatesBody } from './money.schema';
import { cachedRead } from '../db/read-cache';

/** Outcome of a rates update: how many currencies now have the given rate. */
export interface RatesUpdateResult {
  updated: number;
  base: string;
}

/**
 * The stored exchange rates, base first at 1 (`GET /exchanges`).
 *
 * @example const { base, rates } = await listExchangeRates(db); // { base: 'USD', rates: { USD: 1, EUR: 0.92, ... } }
 */
export async function listExchangeRates(db: Db): Promise<ExchangeRatesBody> {
  const rows = await cachedRead(db, 'exchange-rates', () =>
    db.query<{ currency: string; rate: string | number }>('SELECT currency, rate FROM exchange_rates ORDER BY currency'),
  );
  const rates: Record<string, number> = { [STORE_CURRENCY]: 1 };
  for (const row of rows) rates[row.currency] = Number(row.rate);
  return { base: STORE_CURRENCY, rates };
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
export async function updateExchangeRates(db: Db, input: unknown): Promise<RatesUpdateResult> {
  const { base, rates } = parseInput(ratesUpdateSchema, input);
  const entries = Object.entries({ ...rates, [base]: 1 });
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
