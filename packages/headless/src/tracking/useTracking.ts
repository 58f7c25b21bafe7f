import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStoreEvents } from '../provider/StoreProvider';
import { loadAdClickIds, rememberAdClickIds } from './adClickIds';
import {
  GOING_TO_LOGIN_SESSION_KEY,
  buildAddToCart,
  buildCheckoutFailure,
  buildCouponApply,
  buildLogin,
  buildPageView,
  buildPurchase,
  shouldTrackLogin,
  type TrackingEvent,
} from './tracking';
import type {
  AdClickIds,
  CheckoutFailure,
  CouponApplyPayload,
  OrderEventFields,
  TrackedItem,
  Translate,
} from './tracking.types';

/** The browser state `useTracking` reads, injectable for tests and non-window hosts. */
export interface TrackingEnvironment {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Path and query of the current page. */
  location: { pathname: string; search: string };
  /** The page the shopper came from (`document.referrer`). */
  referrer: string;
}

/** Options of `useTracking`. */
export interface UseTrackingOptions {
  /** Route name of the page (spec 2); when given, a page view is published after mount and again when it or `path` changes. */
  routeName?: string | null;
  /** Page title sent with the page view. */
  title?: string | null;
  /** Path of the page; read from the location when not given. */
  path?: string;
  /** The previous page for the login rule; `document.referrer` when not given (pass the router's previous location after client-side navigation). */
  referrer?: string | null;
  /** Translations for checkout failure messages (`checkout.{message}`). */
  translate?: Translate;
  /** Browser access; `window` is used (inside effects only) when not given. */
  environment?: TrackingEnvironment;
}

/** What `useTracking` returns: one publisher per tracking event. */
export interface UseTrackingResult {
  trackPageView(input?: { routeName?: string | null; path?: string | null; title?: string | null }): void;
  trackAddToCart(input: { items: TrackedItem[]; currency?: string | null }): void;
  trackCouponApply(input: CouponApplyPayload): void;
  /** Publishes the purchase with `eventId` = base64 of the order number. */
  trackPurchase(order: OrderEventFields): void;
  /** Publishes the checkout failure, plus order-create-failed for 4xx/5xx statuses. */
  trackCheckoutFailure(failure: CheckoutFailure): void;
  /** Sets the session flag before the shopper is sent to the login page, so coming back from it counts as a login. */
  markGoingToLogin(): void;
  /** Ad-click ids kept for this visit; `{}` on the server. */
  getAdClickIds(): AdClickIds;
}

function browserEnvironment(): TrackingEnvironment | null {
  if (typeof window === 'undefined') return null;
  return { sessionStorage: window.sessionStorage, location: window.location, referrer: document.referrer };
}

/**
 * Publishes the spec's tracking events on the shopper-event bus (spec 1, 2, 4,
 * 8, 9). With `routeName` it also publishes the page view, keeps ad-click ids
 * of the landing URL in session storage, and publishes a login when the
 * going-to-login flag is set and the shopper came from the login page. What
 * leaves the browser is decided by a `createTracker` listening on the same bus
 * (consent, adapters). Nothing runs during a server render.
 *
 * @example
 * function ProductPage({ product }: { product: Product }) {
 *   const { trackAddToCart } = useTracking({ routeName: 'product-index', title: product.title });
 *   return <button onClick={() => trackAddToCart({ items: [{ productId: product.id, quantity: 1 }], currency: 'USD' })}>Add</button>;
 * }
 */
export function useTracking(options: UseTrackingOptions = {}): UseTrackingResult {
  const bus = useStoreEvents();
  const latest = useRef(options);
  // Callbacks read the newest options at call time without being recreated.
  useEffect(() => {
    latest.current = options;
  });
  const lastPageView = useRef<string | null>(null);
  const { routeName, path } = options;
  const hasRoute = routeName !== undefined;

  const publish = useCallback(<T>(event: TrackingEvent<T>) => bus.publish(event.name, event.payload), [bus]);
  const environment = useCallback(() => latest.current.environment ?? browserEnvironment(), []);

  useEffect(() => {
    if (!hasRoute) return;
    const env = environment();
    const currentPath = path ?? (env ? env.location.pathname + env.location.search : null);
    const key = `${routeName}\u0000${currentPath}`;
    // Strict mode runs effects twice; one page is one view.
    if (lastPageView.current === key) return;
    lastPageView.current = key;
    publish(buildPageView({ routeName: routeName ?? null, path: currentPath, title: latest.current.title }));
    if (!env) return;
    try {
      rememberAdClickIds(env.sessionStorage, env.location.search);
      const referrer = latest.current.referrer === undefined ? env.referrer : latest.current.referrer;
      const goingToLogin = env.sessionStorage.getItem(GOING_TO_LOGIN_SESSION_KEY);
      if (referrer && shouldTrackLogin({ goingToLogin, referrer })) {
        // Cleared so a reload of this page is not a second login.
        env.sessionStorage.removeItem(GOING_TO_LOGIN_SESSION_KEY);
        publish(buildLogin(referrer));
      }
    } catch {
      // Session storage can be unavailable (privacy mode); tracking must never break the page.
    }
  }, [hasRoute, routeName, path, environment, publish]);

  return useMemo(
    () => ({
      trackPageView: (input = {}) =>
        publish(
          buildPageView({
            routeName: input.routeName ?? latest.current.routeName ?? null,
            path: input.path ?? latest.current.path ?? null,
            title: input.title ?? latest.current.title ?? null,
          }),
        ),
      trackAddToCart: (input) => publish(buildAddToCart(input)),
      trackCouponApply: (input) => publish(buildCouponApply(input)),
      trackPurchase: (order) => publish(buildPurchase(order)),
      trackCheckoutFailure: (failure) => {
        for (const event of buildCheckoutFailure(failure, latest.current.translate)) publish(event);
      },
      markGoingToLogin: () => {
        try {
          environment()?.sessionStorage.setItem(GOING_TO_LOGIN_SESSION_KEY, 'true');
        } catch {
          // Without session storage the login simply is not tracked.
        }
      },
      getAdClickIds: () => {
        const env = environment();
        try {
          return env ? loadAdClickIds(env.sessionStorage) : {};
        } catch {
          return {};
        }
      },
    }),
    [publish, environment],
  );
}
