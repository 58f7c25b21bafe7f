import { CommerceError } from '../errors';
import { allCountries, findCountry, type Country } from './countries';
import type { PlaceSuggestion } from '@vitrine/headless/contract';
import { autocompletePlaces, lookupPostalCode } from './places';

/**
 * The shop's most-used shipping countries, offered first in the country picker
 * (`GET /cart/get_hot_countries`) until the orders module can rank them by
 * real orders.
 */
export const DEFAULT_HOT_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU', 'DE', 'FR'];

/** Countries, their states and dial codes, and the address lookup. Reads only bundled data. */
export interface GeoService {
  /** Every country, sorted by name. */
  listCountries(): Country[];
  /** The country with this ISO2 code (any case); 404 `COUNTRY_NOT_FOUND` when there is none. */
  getCountry(code: string): Country;
  /** The configured most-used shipping countries, in that order. */
  hotCountries(): Country[];
  /** `GET /place-auto-complete`: input `{ query (4–200 characters), country? }`. */
  autocompletePlaces(input: unknown): PlaceSuggestion[];
  /** `GET /place_postal_code`: input `{ query (4–200 characters), country? }`. */
  lookupPostalCode(input: unknown): PlaceSuggestion[];
}

export interface GeoOptions {
  /** ISO2 codes of the hot countries, most used first (default `DEFAULT_HOT_COUNTRIES`). */
  hotCountries?: readonly string[];
}

/**
 * The geo service. Unknown codes in `hotCountries` are a configuration mistake
 * and fail at start-up rather than on a shopper's request.
 *
 * @example
 * const geo = createGeo({ hotCountries: ['GB', 'IE'] });
 * geo.hotCountries().map((c) => c.code); // ['GB', 'IE']
 */
export function createGeo(options: GeoOptions = {}): GeoService {
  const hotCodes = (options.hotCountries ?? DEFAULT_HOT_COUNTRIES).map((code) => {
    const country = findCountry(code);
    if (!country) throw new Error(`Unknown hot country ${code}`);
    return country.code;
  });
  const uniqueHotCodes = [...new Set(hotCodes)];
  return {
    listCountries: allCountries,
    getCountry(code) {
      const country = typeof code === 'string' ? findCountry(code) : undefined;
      if (!country) {
        throw new CommerceError({ status: 404, code: 'COUNTRY_NOT_FOUND', message: 'Not Found', field: 'country' });
      }
      return country;
    },
    hotCountries: () => uniqueHotCodes.map((code) => findCountry(code) as Country),
    autocompletePlaces,
    lookupPostalCode,
  };
}
