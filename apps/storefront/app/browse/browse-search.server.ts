import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { engineQueryOf, readSearchState, type SearchResult, type SearchState } from '@vitrine/headless';

/** What the search page renders: its state, the engine's answer (null when the filters do not fit together) and the price currency. */
export interface SearchPageData {
  state: SearchState;
  result: SearchResult | null;
  /** The engine's message when the filters were rejected (422). */
  invalid: { message: string; field: string | null } | null;
  /** Currency of catalog prices (the price facet's buckets are in it). */
  currency: string;
}

/**
 * Runs the search page's query through the engine. A query the engine rejects
 * (a price range upside down, too many filters) is shown as a message on the
 * page, not as an error page.
 */
export async function loadSearchPage(request: Request, context: AppLoadContext): Promise<SearchPageData> {
  const state = readSearchState(new URL(request.url).searchParams);
  try {
    const result = await context.commerce.discovery.search.search(engineQueryOf(state));
    return { state, result, invalid: null, currency: context.commerce.store.currency };
  } catch (error) {
    if (!(error instanceof CommerceError) || error.status !== 422) throw error;
    return {
      state,
      result: null,
      invalid: { message: error.message, field: error.field ?? null },
      currency: context.commerce.store.currency,
    };
  }
}
