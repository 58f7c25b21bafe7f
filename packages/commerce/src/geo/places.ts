import { parseInput } from '../errors';
import { findCountry, findState } from './countries';
import { normalizePostcode } from './postcodes';
import { placeQuerySchema, type PlaceSuggestion } from '@vitrine/headless/contract';
import { PLACES, type Place } from './places.data';

/** Most suggestions one lookup returns, so a short query cannot dump the whole table. */
export const PLACE_SUGGESTION_LIMIT = 10;

/** Folds case and accents so "munchen" finds "München". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function toSuggestion(place: Place): PlaceSuggestion {
  const country = findCountry(place.country);
  const state = place.province ? findState(place.country, place.province) : undefined;
  const parts = [place.city, state?.name, place.postcode, country?.name].filter(Boolean);
  return {
    description: parts.join(', '),
    city: place.city,
    province: place.province,
    province_name: state?.name ?? '',
    postcode: place.postcode,
    country: place.country,
    country_name: country?.name ?? place.country,
  };
}

function inCountry(country: string | undefined): (place: Place) => boolean {
  return (place) => country === undefined || place.country === country;
}

/**
 * Places whose city or postcode starts with the query, then those that merely
 * contain it (spec 5/7: `/place-auto-complete`, query 4–200 characters).
 * Input `{ query, country? }`; anything else is a 422.
 *
 * @example autocompletePlaces({ query: 'San F' }) // [{ city: 'San Francisco', postcode: '94105', ... }]
 */
export function autocompletePlaces(input: unknown): PlaceSuggestion[] {
  const { query, country } = parseInput(placeQuerySchema, input);
  const wanted = fold(query);
  const candidates = PLACES.filter(inCountry(country));
  const starts = candidates.filter(
    (place) => fold(place.city).startsWith(wanted) || fold(place.postcode).startsWith(wanted),
  );
  const contains = candidates.filter(
    (place) => !starts.includes(place) && (fold(place.city).includes(wanted) || fold(place.postcode).includes(wanted)),
  );
  return [...starts, ...contains].slice(0, PLACE_SUGGESTION_LIMIT).map(toSuggestion);
}

/**
 * Places with exactly this postcode (spec 7: `/place_postal_code`), compared
 * in the country's normal form so "k1p1j1" finds "K1P 1J1". The query is
 * 4–200 characters; an unknown postcode gives an empty list, not an error.
 *
 * @example lookupPostalCode({ query: '2000', country: 'AU' }) // [{ city: 'Sydney', ... }]
 */
export function lookupPostalCode(input: unknown): PlaceSuggestion[] {
  const { query, country } = parseInput(placeQuerySchema, input);
  return PLACES.filter(inCountry(country))
    .filter((place) => normalizePostcode(place.country, query) === place.postcode)
    .slice(0, PLACE_SUGGESTION_LIMIT)
    .map(toSuggestion);
}
