import Negotiator from 'negotiator';
import { DEFAULT_STORE_CURRENCY } from '../config';
import { findCountry } from '../geo/countries';
import { currencyOfCountry } from './country-currency';
import type { IpInfoBody } from './money.schema';

/** Country when no header tells (the store's home market). */
export const DEFAULT_VISITOR_COUNTRY = 'US';

/** Country headers set by CDNs and hosting platforms, most specific first. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-appengine-country', 'x-country-code'];
/** Region headers of the same platforms (ISO 3166-2 subdivision, with or without the country prefix). */
const REGION_HEADERS = ['x-vercel-ip-country-region', 'cf-region-code', 'cloudfront-viewer-country-region', 'x-appengine-region', 'x-region-code'];

/** Anything with `get(name)`, like the Fetch `Headers`; a plain record works too. */
export type HeaderSource = { get(name: string): string | null } | Record<string, string | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name);
  const record = headers as Record<string, string | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? null : (record[key] ?? null);
}

/** A real country code; CDN placeholders such as `XX` (unknown) or `T1` (Tor) are not. */
function knownCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && findCountry(code) ? code : null;
}

/** The first region of `Accept-Language` (`en-GB,en;q=0.9` → `GB`), in quality order; `q=0` entries are not wanted. */
function countryFromLanguage(acceptLanguage: string | null): string | null {
  if (!acceptLanguage) return null;
  let ranked: string[];
  try {
    ranked = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  } catch {
    return null;
  }
  for (const tag of ranked) {
    const region = tag.split('-').slice(1).find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    const country = knownCountry(region);
    if (country) return country;
  }
  return null;
}

/** The subdivision part of a region header (`US-CA` or `CA` → `CA`); letters and digits only, ≤ 3. */
function regionCode(value: string | null, country: string): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  const bare = code.startsWith(`${country}-`) ? code.slice(country.length + 1) : code;
  return /^[A-Z0-9]{1,3}$/.test(bare) ? bare : null;
}

/**
 * Where the visitor seems to be, from the request headers (`GET /ip`): a CDN
 * country header first, else the region of the preferred `Accept-Language`,
 * else the store default (US). The state comes only from a region header that
 * goes with a country header (a language says nothing about a state). The
 * currency is the country's own, or the store currency when unknown.
 *
 * @example visitorLocation(new Headers({ 'CF-IPCountry': 'CA', 'CF-Region-Code': 'ON' })) // { iso_code: 'CA', state: 'ON', currency: 'CAD' }
 */
export function visitorLocation(headers: HeaderSource, storeCurrency: string = DEFAULT_STORE_CURRENCY): IpInfoBody {
  let country: string | null = null;
  for (const name of COUNTRY_HEADERS) {
    country = knownCountry(header(headers, name));
    if (country) break;
  }
  let state: string | null = null;
  if (country) {
    for (const name of REGION_HEADERS) {
      state = regionCode(header(headers, name), country);
      if (state) break;
    }
  }
  const isoCode = country ?? countryFromLanguage(header(headers, 'accept-language')) ?? DEFAULT_VISITOR_COUNTRY;
  return { iso_code: isoCode, state, currency: currencyOfCountry(isoCode) ?? storeCurrency };
}
