import type { AppLoadContext } from 'react-router';
import type { CountryEntry } from '@vitrine/headless/contract';
import { localeOf } from '../i18n/locale.server';
import { countryOptions } from '../checkout/checkout-page.server';

/**
 * Every country with its rules (states, postcode rule, dial code), named in
 * the shopper's language and in the order the checkout offers them (hot
 * countries first): the address book's form needs no request for any country.
 */
export function namedCountries(context: AppLoadContext, request: Request): CountryEntry[] {
  const byCode = new Map(context.commerce.geo.listCountries().map((country) => [country.code, country]));
  return countryOptions(context, localeOf(request).locale).flatMap((option) => {
    const country = byCode.get(option.code);
    return country ? [{ ...country, name: option.name }] : [];
  });
}
