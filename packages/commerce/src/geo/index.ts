/** Countries, states, dial codes, postcodes and the address lookup. */
export { createGeo, DEFAULT_HOT_COUNTRIES, type GeoOptions, type GeoService } from './geo';
export {
  allCountries,
  findCountry,
  findState,
  PROVINCE_REQUIRED_COUNTRIES,
  type Country,
  type CountryState,
} from './countries';
export {
  isPostcodeFormatValid,
  isPostcodeRequired,
  normalizePostcode,
  POSTCODE_PATTERNS,
  POSTCODE_REQUIRED_COUNTRIES,
} from './postcodes';
export { formatPhone, hasOnlyPhoneCharacters, PHONE_MAX_LENGTH } from './phone';
export { autocompletePlaces, lookupPostalCode, PLACE_SUGGESTION_LIMIT } from './places';
export {
  countrySchema,
  countryCodeSchema,
  placeQuerySchema,
  placeSuggestionSchema,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
  type PlaceQuery,
  type PlaceSuggestion,
} from '@vitrine/headless/contract';
