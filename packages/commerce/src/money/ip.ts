import { DEFAULT_STORE_CURRENCY } from '../config';
import { findCountry } from '../geo/countries';
import { currencyOfCountry } from './country-currency';
import type { IpInfoBody } from './money.schema';

/** Country when nothing tells (the store's home market). */
export const DEFAULT_VISITOR_COUNTRY = 'US';

/**
 * What the storefront knows of where a visitor is, read by it from the request
 * (the engine reads no request): plain values, each optional.
 */
export interface VisitorSignals {
  /** Country codes the edge (CDN, hosting platform) reported, most specific first; placeholders such as `XX` are skipped. */
  countries?: readonly (string | null | undefined)[];
  /** Subdivisions reported with the country (`ON` or `CA-ON`), most specific first. */
  regions?: readonly (string | null | undefined)[];
  /** Language tags the visitor accepts, best first (`en-GB`); the first with a known region is the fallback country. */
  languages?: readonly string[];
}

/** A real country code; CDN placeholders such as `XX` (unknown) or `T1` (Tor) are not. */
function knownCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && findCountry(code) ? code : null;
}

/** The region of the first language tag that has a known one (`en-GB` → `GB`, `zh-Hant-TW` → `TW`). */
function countryFromLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    const country = knownCountry(region);
    if (country) return country;
  }
  return null;
}

/** The subdivision part of a reported region (`US-CA` or `CA` → `CA`); letters and digits only, ≤ 3. */
function regionCode(value: string | null, country: string): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  const bare = code.startsWith(`${country}-`) ? code.slice(country.length + 1) : code;
  return /^[A-Z0-9]{1,3}$/.test(bare) ? bare : null;
}

/**
 * Where the visitor seems to be (`GET /ip`): the edge's country first, else
 * the region of the best accepted language, else the store default (US). The
 * state comes only with an edge country (a language says nothing about a
 * state). The currency is the country's own, or the store currency when unknown.
 *
 * @example visitorLocation({ countries: ['CA'], regions: ['ON'] }) // { iso_code: 'CA', state: 'ON', currency: 'CAD' }
 */
export function visitorLocation(signals: VisitorSignals, storeCurrency: string = DEFAULT_STORE_CURRENCY): IpInfoBody {
  let country: string | null = null;
  for (const value of signals.countries ?? []) {
    country = knownCountry(value);
    if (country) break;
  }
  let state: string | null = null;
  if (country) {
    for (const value of signals.regions ?? []) {
      state = regionCode(value ?? null, country);
      if (state) break;
    }
  }
  const isoCode = country ?? countryFromLanguages(signals.languages ?? []) ?? DEFAULT_VISITOR_COUNTRY;
  return { iso_code: isoCode, state, currency: currencyOfCountry(isoCode) ?? storeCurrency };
}
