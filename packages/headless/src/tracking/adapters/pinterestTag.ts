import type { StoreEvent } from '../../events/events.types';
import type { PurchasePayload, TrackingAdapter } from '../tracking.types';
import {
  ANALYTICS_EVENTS,
  commerceOf,
  eventIdFor,
  itemIdOf,
  shopperEventParams,
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

/** Id of the injected core.js script element. */
export const PINTEREST_SCRIPT_ID = 'vitrine-pinterest-tag';

/**
 * Pinterest event names of the store events. Pinterest has no begin-checkout
 * or wish-list event; its `checkout` is the completed purchase, and a product
 * view is a `pagevisit` with the product in it.
 */
export const PINTEREST_EVENT_NAMES: Readonly<Record<string, string>> = {
  [ANALYTICS_EVENTS.pageView]: 'page',
  [ANALYTICS_EVENTS.viewItem]: 'pagevisit',
  [ANALYTICS_EVENTS.addToCart]: 'addtocart',
  [ANALYTICS_EVENTS.purchase]: 'checkout',
  [ANALYTICS_EVENTS.search]: 'search',
  // Pinterest's one custom event, told apart by its `event_name` property.
  [ANALYTICS_EVENTS.couponApply]: 'custom',
  [ANALYTICS_EVENTS.orderCreateFailed]: 'custom',
  [ANALYTICS_EVENTS.login]: 'custom',
  [ANALYTICS_EVENTS.largeQuantity]: 'custom',
};

/** Options of `createPinterestAdapter`. */
export interface PinterestOptions {
  tagId: string;
  /** Store setting `track_pinterest_ecommerce`: when false only page views and searches are sent. */
  ecommerce?: boolean;
  window?: WindowSource;
}

type Pintrk = ((...args: unknown[]) => void) & { queue?: unknown[]; version?: string };

/** Pinterest parameters of a store event. */
export function pinterestParams(event: StoreEvent): Record<string, unknown> {
  if (event.name === ANALYTICS_EVENTS.search) return { search_query: (event.payload as SearchPayload).query };
  const shopper = shopperEventParams(event);
  if (shopper) return { event_name: event.name.replace(/^track:/, ''), ...shopper };
  const details = commerceOf(event);
  if (!details) return {};
  return {
    value: details.value,
    order_quantity: details.items.reduce((sum, item) => sum + item.quantity, 0),
    ...(details.currency ? { currency: details.currency } : {}),
    line_items: details.items.map((item) => ({
      product_id: itemIdOf(item),
      ...(item.title ? { product_name: item.title } : {}),
      product_price: details.priceOf(item),
      product_quantity: item.quantity,
    })),
    ...(event.name === ANALYTICS_EVENTS.purchase ? { order_id: (event.payload as PurchasePayload).orderNumber } : {}),
  };
}

/** Pinterest's official stub: calls queue in `pintrk.queue` until core.js replays them. */
function installPintrk(win: AnalyticsWindow): Pintrk {
  if (typeof win.pintrk !== 'function') {
    const pintrk: Pintrk = (...args: unknown[]) => void pintrk.queue?.push(args);
    pintrk.queue = [];
    pintrk.version = '3.0';
    win.pintrk = pintrk;
  }
  return win.pintrk as Pintrk;
}

/**
 * Pinterest tag (core.js): loads on the first event after consent; each
 * event carries an `event_id` (for Pinterest's conversion-API
 * de-duplication) and the visit's `epik` click id.
 *
 * @example
 * tracker.addAdapter(createPinterestAdapter({ tagId: '2612345678901', ecommerce: settings.track_pinterest_ecommerce }));
 */
export function createPinterestAdapter(options: PinterestOptions): TrackingAdapter {
  const isEcommerce = options.ecommerce ?? true;
  return createScriptAdapter(
    {
      name: 'pinterest',
      load(win) {
        installPintrk(win)('load', options.tagId);
        injectScriptOnce(win.document, 'https://s.pinimg.com/ct/core.js', PINTEREST_SCRIPT_ID);
      },
      send(win, event) {
        const name = PINTEREST_EVENT_NAMES[event.name];
        if (!name) return;
        // Through the global: the loaded script may replace the stub.
        const pintrk = win.pintrk as Pintrk;
        if (name === 'page') return pintrk('page');
        if (!isEcommerce && event.name !== ANALYTICS_EVENTS.search) return;
        const { epik } = clickIdsOf(win);
        pintrk('track', name, { ...pinterestParams(event), event_id: eventIdFor(event), ...(epik ? { epik } : {}) });
      },
    },
    options.window ?? globalWindow,
  );
}
