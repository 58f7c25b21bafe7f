/**
 * The merchant's side of tax rates: one rate per country, and per state or
 * province on top of it (a Canadian address in Ontario pays the country's GST
 * plus Ontario's part). Checkout adds the rates of an address (`rateForAddress`).
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/db.types';
import { kyselyFor, type Query } from '../db/kysely';
import type { TaxRatesTable } from '../db/schema';
import { CommerceError, parseInput } from '../errors';
import { findCountry, findState } from '../geo/countries';

/** A stored rate; `region` is the state's code as addresses carry it ('ON'), null for the whole country. */
export interface TaxRateSummary {
  country: string;
  region: string | null;
  name: string;
  /** 20 % = 2000 */
  rateBasisPoints: number;
}

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findCountry(code)?.code === code, { message: 'Not an ISO 3166-1 alpha-2 country code (e.g. GB)' });

/** Where a rate applies: a country, optionally one of its states ('ON', 'CA-ON' or 'Ontario'). */
export const taxPlaceSchema = z
  .object({ country: countryCode, region: z.string().trim().min(1).nullable().default(null) })
  .transform((place, ctx) => {
    if (place.region === null) return { country: place.country, region: null };
    const state = findState(place.country, place.region);
    if (!state) {
      ctx.addIssue({
        code: 'custom',
        message: `${place.region} is not a state or province of ${place.country}`,
        path: ['region'],
      });
      return z.NEVER;
    }
    return { country: place.country, region: state.code };
  });
export type TaxPlace = z.input<typeof taxPlaceSchema>;

/** A rate to set: its place, what invoices call it, and basis points up to 100 %. */
export const taxRateSchema = z.object({
  country: z.string(),
  region: z.string().nullable().optional(),
  name: z.string().trim().min(1).max(100),
  rateBasisPoints: z.number().int().min(0).max(10_000, 'A rate is at most 100 %'),
});
export type NewTaxRate = z.input<typeof taxRateSchema>;

const summaries = (q: Query) =>
  q
    .selectFrom('tax_rates as t')
    // country is char(2): trimmed like checkout reads it
    .select((eb) => [eb.fn<string>('trim', ['t.country']).as('country'), 't.region', 't.name', 't.rate_bp']);

/** The row of exactly this place: a state's own rate is not the country's. */
const atPlace =
  (place: { country: string; region: string | null }) => (eb: ExpressionBuilder<{ t: TaxRatesTable }, 't'>) =>
    eb.and([
      eb('t.country', '=', place.country),
      place.region === null ? eb('t.region', 'is', null) : eb('t.region', '=', place.region),
    ]);

const toSummary = (row: { country: string; region: string | null; name: string; rate_bp: number }): TaxRateSummary => ({
  country: row.country,
  region: row.region,
  name: row.name,
  rateBasisPoints: row.rate_bp,
});

/** Every rate, by country, the whole country's before its states'. */
export async function listTaxRates(db: Db): Promise<TaxRateSummary[]> {
  const rows = await summaries(kyselyFor(db))
    .orderBy('t.country')
    .orderBy((eb) => eb.fn.coalesce('t.region', eb.val('')))
    .execute();
  return rows.map(toSummary);
}

/** Sets the rate of a place, replacing the one it had; 422 on an unknown country or state or a rate over 100 %. */
export async function setTaxRate(db: Db, input: NewTaxRate): Promise<TaxRateSummary> {
  const rate = parseInput(taxRateSchema, input);
  const place = parseInput(taxPlaceSchema, { country: rate.country, region: rate.region ?? null });
  const database = kyselyFor(db);
  // One statement against the place's unique index: two runs for one place at once both end in one rate.
  await database
    .insertInto('tax_rates')
    .values({ country: place.country, region: place.region, name: rate.name, rate_bp: rate.rateBasisPoints })
    .onConflict((conflict) =>
      conflict
        .expression(sql`country, (COALESCE(region, ''))`)
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), rate_bp: eb.ref('excluded.rate_bp') })),
    )
    .execute();
  return toSummary(await summaries(database).where(atPlace(place)).executeTakeFirstOrThrow());
}

/** Deletes the rate of a place; 404 `TAX_RATE_NOT_FOUND` when it has none. */
export async function deleteTaxRate(db: Db, input: TaxPlace): Promise<void> {
  const place = parseInput(taxPlaceSchema, input);
  const { numDeletedRows } = await kyselyFor(db)
    .deleteFrom('tax_rates as t')
    .where(atPlace(place))
    .executeTakeFirstOrThrow();
  if (numDeletedRows === 0n) {
    throw new CommerceError({
      status: 404,
      code: 'TAX_RATE_NOT_FOUND',
      message: `No tax rate for ${place.region === null ? place.country : `${place.country}-${place.region}`}`,
      field: place.region === null ? 'country' : 'region',
    });
  }
}
