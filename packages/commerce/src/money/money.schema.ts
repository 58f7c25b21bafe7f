import { z } from 'zod';
import { DEFAULT_STORE_CURRENCY } from '../config';

const currencyCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'Currency codes have three letters (ISO 4217)'));

/** `GET /exchanges`: units of each currency per one unit of `base`; the base has rate 1. */
export interface ExchangeRatesBody {
  base: string;
  rates: Record<string, number>;
}

/**
 * A rates file or feed (the shape `GET /exchanges` answers with): every rate a
 * positive finite number, the base the store currency (`storeCurrency`) at exactly 1.
 */
export const ratesUpdateSchemaFor = (storeCurrency: string) =>
  z
    .object({
      base: currencyCode.refine((code) => code === storeCurrency, {
        message: `Rates must be based on the store currency ${storeCurrency}`,
      }),
      rates: z
        .record(
          currencyCode,
          z
            .number({ message: 'A rate must be a number' })
            .finite()
            .positive('A rate must be greater than 0')
            .max(1_000_000_000, 'A rate must be below 1,000,000,000'),
        )
        .refine((rates) => Object.keys(rates).length > 0, { message: 'Give at least one rate' }),
    })
    .superRefine((value, ctx) => {
      const baseRate = value.rates[value.base];
      if (baseRate !== undefined && baseRate !== 1) {
        ctx.addIssue({ code: 'custom', path: ['rates', value.base], message: 'The base currency must have rate 1' });
      }
    });

/** The rates update of a store in the default currency. */
export const ratesUpdateSchema = ratesUpdateSchemaFor(DEFAULT_STORE_CURRENCY);

/** `GET /ip`: where the visitor seems to be and the currency of that country. */
export interface IpInfoBody {
  /** ISO 3166-1 alpha-2 country code. */
  iso_code: string;
  /** Region / state code within the country (e.g. `ON`), `null` when unknown. */
  state: string | null;
  /** ISO 4217 currency of the country. */
  currency: string;
}
