import { COUNTRY_ROWS } from './countries.data';
import { isPostcodeRequired } from './postcodes';
import { AMERICAS_STATES } from './states.americas';
import { WORLD_STATES } from './states.world';

/** A state, province or prefecture. */
export interface CountryState {
  code: string;
  name: string;
}

/** A country entry as the store API serves it (spec 3: code, name, states; iso2 and dial code for phones). */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The same code under the name the storefront's phone formatting reads. */
  iso2: string;
  name: string;
  /** International dial code without the `+` (e.g. `'44'`). */
  dial_code: string;
  postcode_required: boolean;
  /** True when an address in this country must name one of `states`. */
  province_required: boolean;
  /** Empty when the country's addresses name no state. */
  states: CountryState[];
}

/**
 * Countries whose addresses are not deliverable without the state or province
 * (the post and the carriers route by it). Germany's states are listed for
 * completeness but German addresses do not use them.
 */
export const PROVINCE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'AU',
  'BR',
  'MX',
  'IN',
  'CN',
  'JP',
  'IT',
  'ES',
]);

function parseStates(table: string | undefined): CountryState[] {
  if (!table) return [];
  return table.split('|').map((pair) => {
    const [code = '', name = ''] = pair.split(':');
    return { code, name };
  });
}

const STATE_TABLES: Readonly<Record<string, string>> = { ...AMERICAS_STATES, ...WORLD_STATES };

const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([iso2, name, dialCode]) => ({
  code: iso2,
  iso2,
  name,
  dial_code: dialCode,
  postcode_required: isPostcodeRequired(iso2),
  province_required: PROVINCE_REQUIRED_COUNTRIES.has(iso2),
  states: parseStates(STATE_TABLES[iso2]),
}));

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));

/** Every country, sorted by name. Callers get copies, so they cannot change the bundled data. */
export function allCountries(): Country[] {
  return [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map(copyCountry);
}

/**
 * The country with this ISO2 code (any case), or undefined.
 *
 * @example findCountry('ca')?.dial_code // '1'
 */
export function findCountry(code: string): Country | undefined {
  const country = BY_CODE.get(code.trim().toUpperCase());
  return country ? copyCountry(country) : undefined;
}

/** The state `code` (any case) or `name` of `country`, or undefined when it is not one of them. */
export function findState(country: string, codeOrName: string): CountryState | undefined {
  const wanted = codeOrName.trim().toUpperCase();
  const states = BY_CODE.get(country.toUpperCase())?.states ?? [];
  const prefixed = `${country.toUpperCase()}-`;
  // Shoppers and address books send either the short code, the ISO form (US-CA) or the name.
  const code = wanted.startsWith(prefixed) ? wanted.slice(prefixed.length) : wanted;
  return states.find((state) => state.code === code || state.name.toUpperCase() === wanted);
}

function copyCountry(country: Country): Country {
  return { ...country, states: country.states.map((state) => ({ ...state })) };
}
