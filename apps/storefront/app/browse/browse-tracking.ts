import { useEffect } from 'react';
import { useStoreEvents } from '@vitrine/headless';

/**
 * Bus name of the search event (the same string as headless
 * `ANALYTICS_EVENTS.search`, checked in the test), written out so the search
 * page does not carry the analytics adapters' module.
 */
export const SEARCH_EVENT = 'track:search';

/**
 * The search page's tracking: one `track:search` event `{ query }` for each
 * new search text (its page view is the site shell's, as for every page).
 * Browsing the results (sort, filters, pages) is not a new search. Nothing
 * runs on the server.
 *
 * @example
 * useSearchTracking(state.q);
 */
export function useSearchTracking(query: string): void {
  const events = useStoreEvents();
  useEffect(() => {
    if (!query) return;
    events.publish(SEARCH_EVENT, { query });
  }, [events, query]);
}
