import Negotiator from 'negotiator';
import type { VisitorSignals } from '@vitrine/commerce';

/** Country headers set by CDNs and hosting platforms, most specific first. */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'x-country-code',
];
/** Region headers of the same platforms (ISO 3166-2 subdivision, with or without the country prefix). */
const REGION_HEADERS = [
  'x-vercel-ip-country-region',
  'cf-region-code',
  'cloudfront-viewer-country-region',
  'x-appengine-region',
  'x-region-code',
];

/** Anything with `get(name)`, like the Fetch `Headers`; a plain record (any letter case) works too. */
export type HeaderSource = { get(name: string): string | null } | Record<string, string | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name);
  const record = headers as Record<string, string | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? null : (record[key] ?? null);
}

/** The languages of `Accept-Language` in quality order; `q=0` entries are not wanted, a malformed header is none. */
function acceptedLanguages(acceptLanguage: string | null): string[] {
  if (!acceptLanguage) return [];
  try {
    return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  } catch {
    return [];
  }
}

/**
 * What the request says of where the visitor is, for the engine's
 * `visitorLocation` and the privacy and regional-site services: the CDN's
 * country and region headers, and the accepted languages.
 *
 * @example context.commerce.money.visitorLocation(visitorSignals(request.headers))
 */
export function visitorSignals(headers: HeaderSource): VisitorSignals {
  return {
    countries: COUNTRY_HEADERS.map((name) => header(headers, name)),
    regions: REGION_HEADERS.map((name) => header(headers, name)),
    languages: acceptedLanguages(header(headers, 'accept-language')),
  };
}
