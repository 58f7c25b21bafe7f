/**
 * The engine, loaded when a command is about to run: `vitrine --help`, a command's help and usage errors
 * answer without it (loading it takes about 2 s, most of the command's start).
 */
import type * as Engine from '@vitrine/commerce';

let loaded: typeof Engine | undefined;

export async function loadEngine(): Promise<typeof Engine> {
  loaded ??= await import('@vitrine/commerce');
  return loaded;
}

/** The engine inside a running command (`main` loads it before `run`). */
export function engine(): typeof Engine {
  if (!loaded) throw new Error('The engine is loaded before a command runs (loadEngine)');
  return loaded;
}

/** Whether `error` is the engine's refusal (never, before the engine is loaded). */
export function isCommerceError(error: unknown): error is Engine.CommerceError {
  return loaded !== undefined && error instanceof loaded.CommerceError;
}

/** An amount in minor units of `currency` as its CSV text, with that currency's decimals ('6.50'; '650' in JPY). */
export const formatPrice = (minor: number, currency: string): string => engine().formatPrice(minor, currency);

/**
 * A decimal amount in `currency` ('6.50'; '650' in JPY) as integer minor units; undefined when it is
 * not one, such as an amount with more decimals than the currency has.
 */
export const parsePrice = (text: string, currency: string): number | undefined => engine().parsePrice(text, currency);

/** Why `text` is no amount in `currency` ('JPY amounts have no decimals'); undefined when it is one. */
export const priceProblem = (text: string, currency: string): string | undefined =>
  engine().priceProblem(text, currency);

/** Digits of a currency's minor unit (USD 2, JPY 0, KWD 3). */
export const currencyDigits = (currency: string): number => engine().currencyDigits(currency);

/** Percentages have two decimals whatever the currency: 7.25 % is 725 basis points. */
const PERCENT_DIGITS = 2;

/** A percentage with up to two decimals ('7.25') as basis points (725); undefined when it is not one. */
export const parseBasisPoints = (text: string): number | undefined => engine().parseDecimal(text, PERCENT_DIGITS);

/** Basis points as a percentage with two decimals (725 → '7.25', 2000 → '20.00'). */
export const formatBasisPoints = (basisPoints: number): string => engine().formatDecimal(basisPoints, PERCENT_DIGITS);
