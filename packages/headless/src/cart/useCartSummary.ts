import { useMemo, useSyncExternalStore } from 'react';
import { useCartSummaryStore } from '../provider/StoreProvider';

/** What `useCartSummary` returns: the header's count and total, without the cart. */
export interface UseCartSummaryResult {
  /** Item count with grouped lines counted as pairs; 0 while unknown. */
  count: number;
  /** Sum of line totals in minor units; 0 while unknown. */
  total: number;
  /** Currency of `total`; `null` while unknown. */
  currency: string | null;
  /** `false` until a cart or a saved summary is known (show a placeholder rather than 0). */
  isKnown: boolean;
}

/**
 * The cart count and total for a header (spec 4): follows every cart the
 * provider's store takes, the summary saved in localStorage when the page has
 * no cart yet, and changes made in other tabs. Re-renders only when the count,
 * total or currency change, not on every cart change.
 *
 * During SSR and hydration it shows the provider's `initialCart`; storage is
 * read after mount.
 *
 * @example
 * function HeaderCartLink() {
 *   const { count, isKnown } = useCartSummary();
 *   return <a href="/cart" data-state={isKnown ? 'known' : 'unknown'}>Cart ({count})</a>;
 * }
 */
export function useCartSummary(): UseCartSummaryResult {
  const store = useCartSummaryStore();
  const summary = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(
    () => ({
      count: summary?.count ?? 0,
      total: summary?.total ?? 0,
      currency: summary?.currency ?? null,
      isKnown: summary !== null,
    }),
    [summary],
  );
}
