import { useEffect, useState } from 'react';
import type { PlaceSuggestion } from '../contract';
import { PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH } from './placeQuery';
import { useStoreClient } from '../provider/StoreProvider';

/** How long typing must pause before the places are looked up. */
export const PLACE_LOOKUP_DELAY_MS = 250;

/** What {@link usePlaceSuggestions} returns. */
export interface PlaceSuggestionsState {
  /** Places matching the query in the country, best first; empty below 4 characters. */
  places: PlaceSuggestion[];
  /** A lookup for the current query is on its way. */
  isLoading: boolean;
}

const NONE: PlaceSuggestion[] = [];

/**
 * Address auto-complete (spec 5/7: `GET /place-auto-complete`, 4–200
 * characters): the places whose city or postcode matches what the shopper
 * typed, in the address's country, looked up once typing pauses for 250 ms.
 * A lookup that fails offers nothing; the shopper types the address as
 * always. Nothing is fetched on the server or below 4 characters.
 *
 * @example
 * const { places } = usePlaceSuggestions(cityText, 'CA');
 * places.map((place) => <li key={place.description}>{place.description}</li>);
 */
export function usePlaceSuggestions(query: string, country: string | null | undefined): PlaceSuggestionsState {
  const client = useStoreClient();
  const wanted = query.trim().slice(0, PLACE_QUERY_MAX_LENGTH);
  const isAsked = wanted.length >= PLACE_QUERY_MIN_LENGTH;
  const key = `${country ?? ''}|${wanted}`;
  const [answer, setAnswer] = useState<{ key: string; places: PlaceSuggestion[] } | null>(null);

  useEffect(() => {
    if (!isAsked) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      client
        .request<{ places: PlaceSuggestion[] }>('GET', '/place-auto-complete', {
          query: { query: wanted, country: country || undefined },
        })
        .then(({ places }) => isCurrent && setAnswer({ key, places }))
        .catch(() => isCurrent && setAnswer({ key, places: NONE }));
    }, PLACE_LOOKUP_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [client, key, isAsked, wanted, country]);

  if (!isAsked) return { places: NONE, isLoading: false };
  return answer?.key === key
    ? { places: answer.places, isLoading: false }
    : { places: answer?.places ?? NONE, isLoading: true };
}
