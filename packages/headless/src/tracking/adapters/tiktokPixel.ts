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

/** Id of the injected events.js script element. */
export const TIKTOK_PIXEL_SCRIPT_ID = 'vitrine-tiktok-pixel';
const TIKTOK_SCRIPT_URL = 'https://analytics.tiktok.com/i18n/pixel/events.js';
/** Methods TikTok's stub queues until events.js replays them. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];

/** TikTok standard event names of the store events (the page view is `ttq.page()`; `Pageview` for the relay). */
export const TIKTOK_EVENT_NAMES: Readonly<Record<string, string>> = {
  [ANALYTICS_EVENTS.pageView]: 'Pageview',
  [ANALYTICS_EVENTS.viewItem]: 'ViewContent',
  [ANALYTICS_EVENTS.addToCart]: 'AddToCart',
  [ANALYTICS_EVENTS.beginCheckout]: 'InitiateCheckout',
  [ANALYTICS_EVENTS.purchase]: 'CompletePayment',
  [ANALYTICS_EVENTS.search]: 'Search',
  [ANALYTICS_EVENTS.addToWishlist]: 'AddToWishlist',
  // Custom events (TikTok has no standard name for them).
  [ANALYTICS_EVENTS.couponApply]: 'CouponApply',
  [ANALYTICS_EVENTS.orderCreateFailed]: 'OrderCreateFailed',
  [ANALYTICS_EVENTS.login]: 'Login',
  [ANALYTICS_EVENTS.largeQuantity]: 'LargeQuantity',
};

/** Options of `createTiktokPixelAdapter`. */
export interface TiktokPixelOptions {
  pixelId: string;
  /** The ad-pixel relay; without it only the browser pixel reports. */
  relay?: StatisticsRelay;
  window?: WindowSource;
}

type Ttq = unknown[] & Record<string, unknown> & { page(): void; track(...args: unknown[]): void };

/** TikTok parameters of a store event. */
export function tiktokParams(event: StoreEvent): Record<string, unknown> {
  if (event.name === ANALYTICS_EVENTS.search) return { query: (event.payload as SearchPayload).query };
  const shopper = shopperEventParams(event);
  if (shopper) return shopper;
  const details = commerceOf(event);
  if (!details) return {};
  return {
    contents: details.items.map((item) => ({
      content_id: itemIdOf(item),
      content_type: 'product',
      ...(item.title ? { content_name: item.title } : {}),
      quantity: item.quantity,
      price: details.priceOf(item),
    })),
    value: details.value,
    ...(details.currency ? { currency: details.currency } : {}),
    ...(event.name === ANALYTICS_EVENTS.purchase ? { order_id: (event.payload as PurchasePayload).orderNumber } : {}),
  };
}

/** TikTok's official stub: `ttq` is an array of `[method, ...args]` calls that events.js replays. */
function installTtq(win: AnalyticsWindow, pixelId: string): Ttq {
  if (!win.ttq) {
    win.TiktokAnalyticsObject = 'ttq';
    const ttq = [] as unknown as Ttq;
    const defer = (target: Record<string, unknown> & unknown[], method: string) => {
      target[method] = (...args: unknown[]) => void target.push([method, ...args]);
    };
    for (const method of TTQ_METHODS) defer(ttq, method);
    // What events.js reads for each pixel loaded through the stub.
    ttq._i = { [pixelId]: Object.assign([], { _u: TIKTOK_SCRIPT_URL }) };
    ttq._t = { [pixelId]: Date.now() };
    ttq._o = { [pixelId]: {} };
    win.ttq = ttq;
  }
  return win.ttq as Ttq;
}

/**
 * TikTok Pixel (events.js) plus the ad-pixel relay: each event goes to the
 * pixel with `event_id` and, when a relay is given, to the intake with the
 * same id. The visit's `ttclid` goes to the relay as `context.ad.callback`.
 * Ids are prefixed `tiktok:` so the intake does not take TikTok's copy of an
 * event for a duplicate of Meta's.
 *
 * @example
 * tracker.addAdapter(createTiktokPixelAdapter({ pixelId: 'C123', relay: createStatisticsRelay() }));
 */
export function createTiktokPixelAdapter(options: TiktokPixelOptions): TrackingAdapter {
  return createScriptAdapter(
    {
      name: 'tiktok-pixel',
      load(win) {
        installTtq(win, options.pixelId);
        const src = `${TIKTOK_SCRIPT_URL}?sdkid=${encodeURIComponent(options.pixelId)}&lib=ttq`;
        injectScriptOnce(win.document, src, TIKTOK_PIXEL_SCRIPT_ID);
      },
      send(win, event) {
        const name = TIKTOK_EVENT_NAMES[event.name];
        if (!name) return;
        // Through the global: the loaded script replaces the stub.
        const ttq = win.ttq as Ttq;
        const eventId = `tiktok:${eventIdFor(event)}`;
        const params = tiktokParams(event);
        if (event.name === ANALYTICS_EVENTS.pageView) ttq.page();
        else ttq.track(name, params, { event_id: eventId });
        if (!options.relay) return;
        const clickIds = clickIdsOf(win);
        const context = clickIds.ttclid ? { ad: { callback: clickIds.ttclid } } : {};
        return options.relay.send(
          relayEventOf({
            event,
            win,
            network: 'tiktok',
            eventId,
            eventName: name,
            clickIds,
            properties: params,
            context,
          }),
        );
      },
    },
    options.window ?? globalWindow,
  );
}
