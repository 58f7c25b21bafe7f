import type { StoreEvent } from '../../events/events.types';
import type { PurchasePayload, TrackedItem, TrackingAdapter } from '../tracking.types';
import {
  ANALYTICS_EVENTS,
  commerceOf,
  itemIdOf,
  pageViewOf,
  shopperEventParams,
  type CommerceDetails,
  type SearchPayload,
} from './analyticsEvents';
import {
  clickIdsOf,
  createScriptAdapter,
  globalWindow,
  injectScriptOnce,
  type AnalyticsWindow,
  type WindowSource,
} from './browser';

/** Id of the injected gtag.js script element. */
export const GA4_SCRIPT_ID = 'vitrine-ga4';

/** GA4 event names of the store events (GA4's recommended e-commerce events). */
export const GA4_EVENT_NAMES: Readonly<Record<string, string>> = {
  [ANALYTICS_EVENTS.pageView]: 'page_view',
  [ANALYTICS_EVENTS.viewItem]: 'view_item',
  [ANALYTICS_EVENTS.addToCart]: 'add_to_cart',
  [ANALYTICS_EVENTS.beginCheckout]: 'begin_checkout',
  [ANALYTICS_EVENTS.purchase]: 'purchase',
  [ANALYTICS_EVENTS.search]: 'search',
  [ANALYTICS_EVENTS.addToWishlist]: 'add_to_wishlist',
  // GA4's recommended `login`; the others are the store's own events.
  [ANALYTICS_EVENTS.couponApply]: 'coupon_apply',
  [ANALYTICS_EVENTS.orderCreateFailed]: 'order_create_failed',
  [ANALYTICS_EVENTS.login]: 'login',
  [ANALYTICS_EVENTS.largeQuantity]: 'large_quantity',
};

/** Options of `createGa4Adapter`. */
export interface Ga4Options {
  /** The GA4 measurement id (`G-…`). */
  measurementId: string;
  window?: WindowSource;
}

type Gtag = (...args: unknown[]) => void;

function ga4Item(item: TrackedItem, details: CommerceDetails) {
  return {
    item_id: itemIdOf(item),
    ...(item.title ? { item_name: item.title } : {}),
    ...(item.variantId !== undefined && item.variantId !== null ? { item_variant: String(item.variantId) } : {}),
    price: details.priceOf(item),
    quantity: item.quantity,
  };
}

/** GA4 parameters of a store event; `null` for events GA4 does not receive. */
export function ga4Params(event: StoreEvent, win: Pick<Window, 'location'>): Record<string, unknown> | null {
  const page = pageViewOf(event);
  if (page) {
    return {
      page_location: win.location.origin + (page.path ?? win.location.pathname + win.location.search),
      page_title: page.title ?? undefined,
      page_type: page.pageType,
    };
  }
  if (event.name === ANALYTICS_EVENTS.search) return { search_term: (event.payload as SearchPayload).query };
  const shopper = shopperEventParams(event);
  if (shopper) return shopper;
  const details = commerceOf(event);
  if (!details) return null;
  const params: Record<string, unknown> = {
    currency: details.currency ?? undefined,
    value: details.value,
    items: details.items.map((item) => ga4Item(item, details)),
  };
  if (event.name === ANALYTICS_EVENTS.purchase) {
    const order = event.payload as PurchasePayload;
    const toMajor = (minor: number | null | undefined) =>
      details.priceOf({ productId: null, quantity: 1, price: minor ?? 0 });
    Object.assign(params, {
      transaction_id: order.orderNumber,
      shipping: toMajor(order.orderShipping),
      tax: toMajor(order.taxesTotal),
      ...(order.coupon ? { coupon: order.coupon } : {}),
    });
  }
  return params;
}

function installGtag(win: AnalyticsWindow, measurementId: string): void {
  if (typeof win.gtag !== 'function') {
    const dataLayer = (win.dataLayer ??= []) as unknown[];
    // gtag.js only reads `arguments` objects from the data layer, as Google's snippet pushes them.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  const gtag = win.gtag as Gtag;
  gtag('js', new Date());
  // Page views are sent per route change by the adapter, not by `config`.
  gtag('config', measurementId, { send_page_view: false });
}

/**
 * Google Analytics 4 through gtag.js: loads `gtag/js` on the first event
 * after consent; events sent before it is ready wait in `dataLayer`, which
 * gtag.js replays. The visit's `gclid` goes with every event.
 *
 * @example
 * tracker.addAdapter(createGa4Adapter({ measurementId: 'G-XXXX' }));
 */
export function createGa4Adapter(options: Ga4Options): TrackingAdapter {
  return createScriptAdapter(
    {
      name: 'ga4',
      load(win) {
        installGtag(win, options.measurementId);
        injectScriptOnce(
          win.document,
          `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(options.measurementId)}`,
          GA4_SCRIPT_ID,
        );
      },
      send(win, event) {
        const name = GA4_EVENT_NAMES[event.name];
        const params = name ? ga4Params(event, win) : null;
        if (!name || !params) return;
        const { gclid } = clickIdsOf(win);
        // Through the global: the loaded script may replace the stub.
        (win.gtag as Gtag)('event', name, { ...params, ...(gclid ? { gclid } : {}) });
      },
    },
    options.window ?? globalWindow,
  );
}
