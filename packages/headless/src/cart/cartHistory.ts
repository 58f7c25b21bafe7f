import type { EventBus } from '../events/events.types';
import type { CartStore } from './cart.types';
import { CART_EVENTS, publishCartEvent } from './cartEvents';

/** The part of `window` that reports back/forward navigation. */
export interface HistoryEventTarget {
  addEventListener(type: 'pageshow' | 'popstate', listener: (event: Event) => void): void;
  removeEventListener(type: 'pageshow' | 'popstate', listener: (event: Event) => void): void;
}

/** `true` for a `pageshow` of a page restored from the back/forward cache. */
function isRestoredPage(event: Event): boolean {
  return 'persisted' in event && event.persisted === true;
}

/**
 * Refetches the cart when the shopper goes back or forward (spec 4): on
 * `popstate`, and on `pageshow` of a page restored from the back/forward
 * cache. The store's refresh makes its `CART_REFRESH_ATTEMPTS` tries (and
 * calls its `onRefreshFailure`); when it gives up, `cart:updated` is published
 * with `false` (spec 8). A navigation while a refetch runs does not start another.
 *
 * @returns The function that stops listening.
 * @example
 * useEffect(() => refreshCartOnHistoryNavigation(window, cartStore, bus), [cartStore, bus]);
 */
export function refreshCartOnHistoryNavigation(
  target: HistoryEventTarget,
  store: Pick<CartStore, 'refresh'>,
  events?: Pick<EventBus, 'publish'>,
): () => void {
  let isRefreshing = false;
  const refetch = () => {
    if (isRefreshing) return;
    isRefreshing = true;
    store
      .refresh()
      .catch(() => publishCartEvent(events, CART_EVENTS.updated, false))
      .finally(() => {
        isRefreshing = false;
      });
  };
  const onPageShow = (event: Event) => {
    if (isRestoredPage(event)) refetch();
  };
  target.addEventListener('pageshow', onPageShow);
  target.addEventListener('popstate', refetch);
  return () => {
    target.removeEventListener('pageshow', onPageShow);
    target.removeEventListener('popstate', refetch);
  };
}
