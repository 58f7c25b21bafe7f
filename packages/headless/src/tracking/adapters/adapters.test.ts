import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../events/bus';
import type { EventBus } from '../../events/events.types';
import { buildAddToCart, buildCouponApply, buildLogin, buildPageView, buildPurchase } from '../tracking';
import { createTracker } from '../tracker';
import type { TrackingAdapter } from '../tracking.types';
import { ANALYTICS_EVENTS } from './analyticsEvents';
import { GA4_SCRIPT_ID, createGa4Adapter } from './ga4';
import { META_PIXEL_SCRIPT_ID, createMetaPixelAdapter } from './metaPixel';
import { PINTEREST_SCRIPT_ID, createPinterestAdapter } from './pinterestTag';
import { TIKTOK_PIXEL_SCRIPT_ID, createTiktokPixelAdapter } from './tiktokPixel';

type Call = unknown[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the browser globals the third-party tag scripts define, of any shape
const win = window as unknown as Record<string, any>;

/** Each network: its adapter, its script, the calls its stub queued, and a stand-in for its script arriving. */
const networks = [
  {
    name: 'GA4',
    create: () => createGa4Adapter({ measurementId: 'G-TEST' }),
    scriptId: GA4_SCRIPT_ID,
    globalName: 'gtag',
    queued: (): Call[] => ((win.dataLayer ?? []) as IArguments[]).map((args) => [...args]),
    // gtag.js reads what is in dataLayer, then takes over its push.
    arrive: (received: Call[]) => {
      received.push(...(win.dataLayer as IArguments[]).map((args) => [...args]));
      win.dataLayer.push = (args: IArguments) => received.push([...args]);
    },
    eventNames: (calls: Call[]) => calls.filter((call) => call[0] === 'event').map((call) => call[1]),
    expected: [
      'page_view',
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'purchase',
      'search',
      'add_to_wishlist',
      'coupon_apply',
      'order_create_failed',
      'login',
      'large_quantity',
    ],
  },
  {
    name: 'Meta Pixel',
    create: () => createMetaPixelAdapter({ pixelId: '1234' }),
    scriptId: META_PIXEL_SCRIPT_ID,
    globalName: 'fbq',
    queued: (): Call[] => win.fbq?.queue ?? [],
    // fbevents.js replays the stub's queue and answers later calls through callMethod.
    arrive: (received: Call[]) => {
      received.push(...win.fbq.queue);
      win.fbq.queue = [];
      win.fbq.callMethod = (...args: Call) => received.push(args);
    },
    eventNames: (calls: Call[]) =>
      calls.filter((call) => call[0] === 'track' || call[0] === 'trackCustom').map((call) => call[1]),
    expected: [
      'PageView',
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'Purchase',
      'Search',
      'AddToWishlist',
      'CouponApply',
      'OrderCreateFailed',
      'Login',
      'LargeQuantity',
    ],
  },
  {
    name: 'TikTok Pixel',
    create: () => createTiktokPixelAdapter({ pixelId: 'CTEST' }),
    scriptId: TIKTOK_PIXEL_SCRIPT_ID,
    globalName: 'ttq',
    queued: (): Call[] => (win.ttq ? [...win.ttq] : []),
    // events.js replays the array and replaces `window.ttq`.
    arrive: (received: Call[]) => {
      received.push(...win.ttq);
      win.ttq = { page: () => received.push(['page']), track: (...args: Call) => received.push(['track', ...args]) };
    },
    eventNames: (calls: Call[]) => calls.map((call) => (call[0] === 'page' ? 'Pageview' : call[1])),
    expected: [
      'Pageview',
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'CompletePayment',
      'Search',
      'AddToWishlist',
      'CouponApply',
      'OrderCreateFailed',
      'Login',
      'LargeQuantity',
    ],
  },
  {
    name: 'Pinterest',
    create: () => createPinterestAdapter({ tagId: '2612' }),
    scriptId: PINTEREST_SCRIPT_ID,
    globalName: 'pintrk',
    queued: (): Call[] => win.pintrk?.queue ?? [],
    // core.js replays the queue and replaces `window.pintrk`.
    arrive: (received: Call[]) => {
      received.push(...win.pintrk.queue);
      win.pintrk = (...args: Call) => received.push(args);
    },
    eventNames: (calls: Call[]) =>
      calls.filter((call) => call[0] !== 'load').map((call) => (call[0] === 'page' ? 'page' : call[1])),
    expected: ['page', 'pagevisit', 'addtocart', 'checkout', 'search', 'custom', 'custom', 'custom', 'custom'],
  },
];

const item = { productId: 7, variantId: 71, title: 'Linen shirt', price: 1500, quantity: 2 };

/** One of each store event the adapters map, in the order a shopper would cause them. */
function publishJourney(bus: EventBus): void {
  const pageView = buildPageView({ routeName: 'product-index', path: '/products/linen', title: 'Linen shirt' });
  bus.publish(pageView.name, pageView.payload);
  bus.publish(ANALYTICS_EVENTS.viewItem, { item, currency: 'USD' });
  const addToCart = buildAddToCart({ items: [item], currency: 'USD' });
  bus.publish(addToCart.name, addToCart.payload);
  bus.publish(ANALYTICS_EVENTS.beginCheckout, { items: [item], currency: 'USD', value: 3000 });
  const purchase = buildPurchase({ orderId: 9, orderNumber: '1001', currency: 'USD', quantity: 2, items: [item] });
  bus.publish(purchase.name, purchase.payload);
  bus.publish(ANALYTICS_EVENTS.search, { query: 'linen' });
  bus.publish(ANALYTICS_EVENTS.addToWishlist, { item, currency: 'USD' });
  // Spec 1's events that are not about items: coupon apply, order-create-failed, login.
  const coupon = buildCouponApply({ code: 'WELCOME10', isSuccess: true });
  bus.publish(coupon.name, coupon.payload);
  bus.publish(ANALYTICS_EVENTS.orderCreateFailed, {
    status: '402',
    code: 'PAYMENT_CARD_DECLINED',
    message: 'Declined',
    step: 'payment_method',
  });
  const login = buildLogin('https://shop.test/account/login');
  bus.publish(login.name, login.payload);
  // Spec 5: a typed quantity above 100.
  bus.publish(ANALYTICS_EVENTS.largeQuantity, { quantity: 150, productId: 7, variantId: 71 });
}

function scriptsOnPage(id: string): number {
  return document.querySelectorAll(`script#${id}`).length;
}

beforeEach(() => {
  // The injected <script src> must not reach the real networks from a test.
  const settings = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM?.settings;
  if (settings)
    Object.assign(settings, { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
});

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  for (const name of ['gtag', 'dataLayer', 'fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'pintrk']) delete win[name];
  sessionStorage.clear();
});

describe.each(networks)('$name adapter', (network) => {
  function setUp(adapter: TrackingAdapter = network.create()) {
    const bus = createEventBus();
    const tracker = createTracker({ bus, adapters: [adapter], events: Object.values(ANALYTICS_EVENTS) });
    return { bus, tracker };
  }

  it('injects nothing and defines no global before consent', () => {
    const { bus, tracker } = setUp();
    publishJourney(bus);
    expect(scriptsOnPage(network.scriptId)).toBe(0);
    expect(win[network.globalName]).toBeUndefined();
    expect(tracker.heldCount()).toBe(11);
  });

  it('never injects when consent is denied', () => {
    const { bus, tracker } = setUp();
    publishJourney(bus);
    tracker.denyConsent();
    publishJourney(bus);
    expect(scriptsOnPage(network.scriptId)).toBe(0);
  });

  it('injects its script once after consent, however many events and adapters', () => {
    const { bus, tracker } = setUp();
    tracker.grantConsent();
    publishJourney(bus);
    tracker.addAdapter(network.create());
    publishJourney(bus);
    expect(scriptsOnPage(network.scriptId)).toBe(1);
    expect((document.getElementById(network.scriptId) as HTMLScriptElement).async).toBe(true);
  });

  it('sends the events held before consent after it, in order, as the network names them', () => {
    const { bus, tracker } = setUp();
    publishJourney(bus);
    tracker.grantConsent();
    expect(network.eventNames(network.queued())).toEqual(network.expected);
  });

  it('loses no event when its script loads late', () => {
    const { bus, tracker } = setUp();
    publishJourney(bus);
    tracker.grantConsent();
    publishJourney(bus);
    const received: Call[] = [];
    network.arrive(received);
    publishJourney(bus);
    expect(network.eventNames(received)).toEqual([...network.expected, ...network.expected, ...network.expected]);
  });
});
