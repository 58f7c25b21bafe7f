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
import { relayEventOf } from './relayEvent';
import type { StatisticsRelay } from './statisticsRelay';

/** Id of the injected fbevents.js script element. */
export const META_PIXEL_SCRIPT_ID = 'vitrine-meta-pixel';

/** Meta standard event names of the store events. */
export const META_EVENT_NAMES: Readonly<Record<string, string>> = {
  [ANALYTICS_EVENTS.pageView]: 'PageView',
  [ANALYTICS_EVENTS.viewItem]: 'ViewContent',
  [ANALYTICS_EVENTS.addToCart]: 'AddToCart',
  [ANALYTICS_EVENTS.beginCheckout]: 'InitiateCheckout',
  [ANALYTICS_EVENTS.purchase]: 'Purchase',
  [ANALYTICS_EVENTS.search]: 'Search',
  [ANALYTICS_EVENTS.addToWishlist]: 'AddToWishlist',
};

/** Meta custom events (`trackCustom`) of the spec's events Meta has no standard name for. */
export const META_CUSTOM_EVENT_NAMES: Readonly<Record<string, string>> = {
  [ANALYTICS_EVENTS.couponApply]: 'CouponApply',
  [ANALYTICS_EVENTS.orderCreateFailed]: 'OrderCreateFailed',
  [ANALYTICS_EVENTS.login]: 'Login',
  [ANALYTICS_EVENTS.largeQuantity]: 'LargeQuantity',
};

/** Options of `createMetaPixelAdapter`. */
export interface MetaPixelOptions {
  pixelId: string;
  /** The conversion-API relay; without it only the browser pixel reports. */
  relay?: StatisticsRelay;
  window?: WindowSource;
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };

/** Meta parameters of a store event (the `custom_data` of the conversion API). */
export function metaParams(event: StoreEvent): Record<string, unknown> {
  if (event.name === ANALYTICS_EVENTS.search) return { search_string: (event.payload as SearchPayload).query };
  const shopper = shopperEventParams(event);
  if (shopper) return shopper;
  const details = commerceOf(event);
  if (!details) return {};
  const params: Record<string, unknown> = {
    content_type: 'product',
    content_ids: details.items.map(itemIdOf),
    contents: details.items.map((item) => ({
      id: itemIdOf(item),
      quantity: item.quantity,
      item_price: details.priceOf(item),
    })),
    value: details.value,
    ...(details.currency ? { currency: details.currency } : {}),
  };
  if (event.name === ANALYTICS_EVENTS.beginCheckout || event.name === ANALYTICS_EVENTS.purchase) {
    params.num_items = details.items.reduce((sum, item) => sum + item.quantity, 0);
  }
  if (event.name === ANALYTICS_EVENTS.purchase) params.order_id = (event.payload as PurchasePayload).orderNumber;
  return params;
}

/** Meta's official stub: calls queue in `fbq.queue` until fbevents.js takes over and replays them. */
function installFbq(win: AnalyticsWindow): Fbq {
  if (typeof win.fbq !== 'function') {
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    win.fbq = fbq;
    win._fbq ??= fbq;
  }
  return win.fbq as Fbq;
}

/**
 * Meta Pixel (fbevents.js) plus the conversion-API relay: each event goes to
 * the pixel with `eventID` and, when a relay is given, to the intake with the
 * same `event_id`, so Meta counts it once. The visit's `fbclid` goes to the
 * relay as `user_data.fbc` (Meta's click-id format).
 *
 * @example
 * tracker.addAdapter(createMetaPixelAdapter({ pixelId: '1234', relay: createStatisticsRelay() }));
 */
export function createMetaPixelAdapter(options: MetaPixelOptions): TrackingAdapter {
  return createScriptAdapter(
    {
      name: 'meta-pixel',
      load(win) {
        installFbq(win)('init', options.pixelId);
        injectScriptOnce(win.document, 'https://connect.facebook.net/en_US/fbevents.js', META_PIXEL_SCRIPT_ID);
      },
      send(win, event) {
        const custom = META_CUSTOM_EVENT_NAMES[event.name];
        const name = META_EVENT_NAMES[event.name] ?? custom;
        if (!name) return;
        const eventId = eventIdFor(event);
        const params = metaParams(event);
        // Through the global: the loaded script may replace the stub.
        (win.fbq as Fbq)(custom ? 'trackCustom' : 'track', name, params, { eventID: eventId });
        if (!options.relay) return;
        const clickIds = clickIdsOf(win);
        const order = event.name === ANALYTICS_EVENTS.purchase ? (event.payload as PurchasePayload) : null;
        const userData = {
          ...order?.userData,
          ...(clickIds.fbclid ? { fbc: `fb.1.${event.at}.${clickIds.fbclid}` } : {}),
        };
        return options.relay.send(
          relayEventOf({
            event,
            win,
            network: 'meta',
            eventId,
            eventName: name,
            clickIds,
            properties: params,
            userData,
          }),
        );
      },
    },
    options.window ?? globalWindow,
  );
}
