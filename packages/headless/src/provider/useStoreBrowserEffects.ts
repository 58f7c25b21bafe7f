import { type RefObject, useEffect, useRef } from 'react';
import type { StoreClient } from '../client/client.types';
import type { StoreApiError } from '../client/StoreApiError';
import type { StoreRequestInfo } from '../client/client.types';
import type { CartStore } from '../cart/cart.types';
import type { CartSummaryStore } from '../cart/cartSummary.types';
import { summaryFromCart } from '../cart/cartSummary';
import type { ErrorReporter, EventBus } from '../events/events.types';

/** What `StoreProvider` hands to its browser-only effects. */
export interface StoreBrowserEffectsOptions {
  client: StoreClient;
  cartStore: CartStore;
  summaryStore: CartSummaryStore;
  /** The provider's current bus (a ref: the app may pass a new one). */
  bus: RefObject<EventBus>;
  reportError: ErrorReporter;
  refreshCartOnHistoryNavigation: boolean;
}

/**
 * The provider's browser-only work, all in effects so a server render never
 * runs it: the summary of the cart rendered with is saved for the header
 * (spec 4), failed calls go to the error reporter unless `shouldReportError`
 * says not (spec 8), and back/forward navigation refetches the cart (spec 4).
 *
 * @example
 * useStoreBrowserEffects({ client, cartStore, summaryStore, bus, reportError, refreshCartOnHistoryNavigation: true });
 */
export function useStoreBrowserEffects({
  client,
  cartStore,
  summaryStore,
  bus,
  reportError,
  refreshCartOnHistoryNavigation: isRefreshingOnNavigation,
}: StoreBrowserEffectsOptions): void {
  const latestReportError = useRef(reportError);

  useEffect(() => {
    latestReportError.current = reportError;
  }, [reportError]);

  useEffect(() => {
    // The rendered cart is the newest the page knows: the header in other tabs should show it too.
    const { cart } = cartStore.getSnapshot();
    if (cart) summaryStore.save(summaryFromCart(cart));
  }, [cartStore, summaryStore]);

  useEffect(() => {
    // The rules of what to report load after hydration; failures before that wait for them.
    let shouldReport: ((error: StoreApiError, request: StoreRequestInfo) => boolean) | null = null;
    const waiting: Array<[StoreApiError, StoreRequestInfo]> = [];
    const report = (error: StoreApiError, request: StoreRequestInfo) => {
      if (shouldReport?.(error, request))
        latestReportError.current(error, { ...request, status: error.status, code: error.code });
    };
    void import('../client/errorReporting').then((rules) => {
      shouldReport = rules.shouldReportError;
      for (const [error, request] of waiting.splice(0)) report(error, request);
    });
    return client.addErrorListener((error, request) => {
      if (shouldReport) report(error, request);
      else waiting.push([error, request]);
    });
  }, [client]);

  useEffect(() => {
    if (!isRefreshingOnNavigation) return undefined;
    // Loaded after hydration: the back/forward refetch is not needed for the first paint.
    let isLive = true;
    let stop: (() => void) | undefined;
    void import('../cart/cartHistory').then(({ refreshCartOnHistoryNavigation }) => {
      if (!isLive) return;
      const forwardingBus = { publish: (name: string, payload: unknown) => bus.current.publish(name, payload) };
      stop = refreshCartOnHistoryNavigation(window, cartStore, forwardingBus);
    });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [cartStore, bus, isRefreshingOnNavigation]);
}
