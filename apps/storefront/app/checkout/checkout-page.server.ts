import type { AppLoadContext } from 'react-router';
import type { CountryEntry } from '@vitrine/headless/contract';
import { checkoutSetting, offeredPaymentMethods } from './checkout-intents.server';

/** A country for the select: its code and its name in the shopper's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/** The country a new checkout starts with when nothing says otherwise. */
const DEFAULT_COUNTRY = 'US';

/**
 * Every country for the select, named in the shopper's language (the
 * engine's data is English), hot countries first as shoppers expect.
 */
export function countryOptions(context: AppLoadContext, locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const named = (code: string, fallback: string) => {
    try {
      return names?.of(code) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const hot = context.commerce.geo.hotCountries().map((c) => ({ code: c.code, name: named(c.code, c.name) }));
  const hotCodes = new Set(hot.map((c) => c.code));
  const rest = context.commerce.geo
    .listCountries()
    .filter((c) => !hotCodes.has(c.code))
    .map((c) => ({ code: c.code, name: named(c.code, c.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...hot, ...rest];
}

/** The rules (states, postcode, dial code) of one country, or null for an unknown code. */
export function countryRules(context: AppLoadContext, code: string): CountryEntry | null {
  try {
    return context.commerce.geo.getCountry(code || DEFAULT_COUNTRY);
  } catch {
    return null;
  }
}

/** The country to preselect: what was typed, else where the cart ships, else the default. */
export function startingCountry(...candidates: (string | null | undefined)[]): string {
  return candidates.find((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code)) ?? DEFAULT_COUNTRY;
}

/** The payment methods the store offers (its `checkout` setting), in the engine's order. */
export async function paymentMethods(context: AppLoadContext) {
  return offeredPaymentMethods(context, await checkoutSetting(context)).map((p) => ({ id: p.id, kind: p.kind }));
}
