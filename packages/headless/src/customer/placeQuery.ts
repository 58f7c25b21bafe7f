/** Shortest address-lookup query (spec 5: address lookup 4–200 characters). */
export const PLACE_QUERY_MIN_LENGTH = 4;
/** Longest address-lookup query. */
export const PLACE_QUERY_MAX_LENGTH = 200;
