import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../events/bus';
import { buildPageView, buildPurchase, purchaseEventId } from '../tracking';
import { createTracker } from '../tracker';
import { ANALYTICS_EVENTS } from './analyticsEvents';
import { createGa4Adapter } from './ga4';
import { createMetaPixelAdapter } from './metaPixel';
import { createPinterestAdapter } from './pinterestTag';
import { createStatisticsRelay } from './statisticsRelay';
import { createTiktokPixelAdapter } from './tiktokPixel';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the browser globals the third-party tag scripts define, of any shape
const win = window as unknown as Record<string, any>;
const item = { productId: 7, title: 'Linen shirt', price: 1500, quantity: 2 };

/** A fake event intake that records each POST body. */
function fakeIntake(status = 202) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the recorded request bodies, of the shape each relay sends, checked by the assertions
  const bodies: any[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(null, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies, calls: fetch.mock.calls };
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

function publishPurchase(bus: ReturnType<typeof createEventBus>, orderNumber = '1001') {
  const purchase = buildPurchase({
    orderId: 9,
    orderNumber,
    currency: 'USD',
    quantity: 2,
    items: [item],
    userData: { email: 'a@b.co' },
  });
  bus.publish(purchase.name, purchase.payload);
}

beforeEach(() => {
  const settings = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM?.settings;
  if (settings)
    Object.assign(settings, { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
});

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  for (const name of ['gtag', 'dataLayer', 'fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'pintrk']) delete win[name];
  sessionStorage.clear();
  visit('/');
});

describe('Meta Pixel conversion-API relay', () => {
  it('posts each event once, in order, with the pixel event id and the visit’s fbclid kept across pages', async () => {
    const intake = fakeIntake();
    const bus = createEventBus();
    // The shopper lands from an ad, browses, and only consents on the thank-you page.
    visit('/products/linen?fbclid=FB-CLICK');
    const tracker = createTracker({ bus, events: Object.values(ANALYTICS_EVENTS) });
    tracker.addAdapter(
      createMetaPixelAdapter({
        pixelId: '1234',
        relay: createStatisticsRelay({ fetch: intake.fetch, visitorId: () => '7f1c8e7a-1111-4222-8333-944445555666' }),
      }),
    );
    const landing = buildPageView({ routeName: 'product-index', path: '/products/linen' });
    bus.publish(landing.name, landing.payload);
    visit('/checkouts/thank');
    publishPurchase(bus);
    tracker.grantConsent();
    await vi.waitFor(() => expect(intake.bodies).toHaveLength(1));

    expect(intake.calls[0]?.[0]).toBe('/api/statistics/events');
    const [body] = intake.bodies;
    expect(body.consent).toBe(true);
    expect(body.visitor_id).toBe('7f1c8e7a-1111-4222-8333-944445555666');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recorded relay event, checked by the assertion
    expect(body.events.map((event: any) => event.event_name)).toEqual(['PageView', 'Purchase']);
    const purchase = body.events[1];
    expect(purchase.event_id).toBe(purchaseEventId('1001'));
    expect(purchase.event_source_url).toMatch(/\/checkouts\/thank$/);
    expect(purchase.context.click_ids).toEqual({ fbclid: 'FB-CLICK' });
    expect(purchase.user_data.fbc).toMatch(/^fb\.1\.\d+\.FB-CLICK$/);
    expect(purchase.user_data.email).toBe('a@b.co');
    expect(purchase.properties).toMatchObject({ value: 30, currency: 'USD', content_ids: ['7'], order_id: '1001' });
    // The browser pixel got the same id, so Meta counts the purchase once.
    const pixelPurchase = win.fbq.queue.find((call: unknown[]) => call[1] === 'Purchase');
    expect(pixelPurchase[3]).toEqual({ eventID: purchaseEventId('1001') });
    expect(body.events[0].event_id).not.toBe(purchase.event_id);
  });

  it('reports a failing intake through the tracker instead of throwing', async () => {
    const intake = fakeIntake(500);
    const onError = vi.fn();
    const bus = createEventBus();
    createTracker({
      bus,
      consent: 'granted',
      onError,
      adapters: [createMetaPixelAdapter({ pixelId: '1', relay: createStatisticsRelay({ fetch: intake.fetch }) })],
    });
    publishPurchase(bus);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[1]).toEqual({ adapter: 'meta-pixel', event: 'track:purchase' });
  });
});

describe('TikTok Pixel ad-pixel relay', () => {
  it('posts with the pixel’s event id and the ttclid as the ad callback', async () => {
    const intake = fakeIntake();
    const bus = createEventBus();
    createTracker({
      bus,
      consent: 'granted',
      events: Object.values(ANALYTICS_EVENTS),
      adapters: [createTiktokPixelAdapter({ pixelId: 'C1', relay: createStatisticsRelay({ fetch: intake.fetch }) })],
    });
    visit('/?ttclid=TT-CLICK');
    publishPurchase(bus, '2002');
    await vi.waitFor(() => expect(intake.bodies).toHaveLength(1));
    const [event] = intake.bodies[0].events;
    expect(event).toMatchObject({ event_name: 'CompletePayment', event_id: `tiktok:${purchaseEventId('2002')}` });
    expect(event.context).toMatchObject({
      network: 'tiktok',
      ad: { callback: 'TT-CLICK' },
      click_ids: { ttclid: 'TT-CLICK' },
    });
    const pixelCall = [...win.ttq].find((call: unknown[]) => call[1] === 'CompletePayment');
    expect(pixelCall[3]).toEqual({ event_id: event.event_id });
  });
});

describe('event parameters', () => {
  it('GA4: purchase in major units (JPY has none), transaction id, and the gclid kept from the landing page', () => {
    const bus = createEventBus();
    createTracker({ bus, consent: 'granted', adapters: [createGa4Adapter({ measurementId: 'G-1' })] });
    visit('/?gclid=G-CLICK');
    const landing = buildPageView({ routeName: 'commoditylist', path: '/' });
    bus.publish(landing.name, landing.payload);
    visit('/checkouts/thank');
    const purchase = buildPurchase({
      orderId: 1,
      orderNumber: '77',
      currency: 'JPY',
      quantity: 2,
      items: [item],
      orderShipping: 500,
      taxesTotal: 100,
    });
    bus.publish(purchase.name, purchase.payload);
    const events = (win.dataLayer as IArguments[]).map((args) => [...args]).filter((call) => call[0] === 'event');
    expect(events[1]).toEqual([
      'event',
      'purchase',
      {
        currency: 'JPY',
        value: 3000,
        transaction_id: '77',
        shipping: 500,
        tax: 100,
        gclid: 'G-CLICK',
        items: [{ item_id: '7', item_name: 'Linen shirt', price: 1500, quantity: 2 }],
      },
    ]);
    expect(win.dataLayer[1][0]).toBe('config');
    expect(win.dataLayer[1][2]).toEqual({ send_page_view: false });
  });

  it('Pinterest: event id and epik on each event; only page views and searches without e-commerce tracking', () => {
    const bus = createEventBus();
    createTracker({
      bus,
      consent: 'granted',
      events: Object.values(ANALYTICS_EVENTS),
      adapters: [createPinterestAdapter({ tagId: '26', ecommerce: false })],
    });
    visit('/?epik=EPIK');
    const landing = buildPageView({ routeName: 'commoditylist', path: '/' });
    bus.publish(landing.name, landing.payload);
    publishPurchase(bus);
    bus.publish(ANALYTICS_EVENTS.search, { query: 'linen' });
    const calls = win.pintrk.queue as unknown[][];
    expect(calls.map((call) => call.slice(0, 2))).toEqual([['load', '26'], ['page'], ['track', 'search']]);
    expect(calls[2]?.[2]).toMatchObject({ search_query: 'linen', epik: 'EPIK', event_id: expect.any(String) });
  });

  it('spec 5: a typed quantity above 100 reaches each network with the quantity, product and variant', () => {
    const bus = createEventBus();
    createTracker({
      bus,
      consent: 'granted',
      events: Object.values(ANALYTICS_EVENTS),
      adapters: [
        createGa4Adapter({ measurementId: 'G-1' }),
        createMetaPixelAdapter({ pixelId: '1' }),
        createTiktokPixelAdapter({ pixelId: 'C1' }),
        createPinterestAdapter({ tagId: '26' }),
      ],
    });
    bus.publish(ANALYTICS_EVENTS.largeQuantity, { quantity: 150, productId: 7, variantId: 71 });
    bus.publish(ANALYTICS_EVENTS.largeQuantity, { quantity: 120, productId: null, variantId: null });
    const params = { quantity: 150, product_id: 7, variant_id: 71 };
    const ga4 = (win.dataLayer as IArguments[]).map((args) => [...args]).filter((call) => call[0] === 'event');
    expect(ga4).toEqual([
      ['event', 'large_quantity', params],
      ['event', 'large_quantity', { quantity: 120 }],
    ]);
    expect(win.fbq.queue.filter((call: unknown[]) => call[0] === 'trackCustom')[0].slice(0, 3)).toEqual([
      'trackCustom',
      'LargeQuantity',
      params,
    ]);
    expect([...win.ttq].find((call: unknown[]) => call[0] === 'track').slice(0, 3)).toEqual([
      'track',
      'LargeQuantity',
      params,
    ]);
    expect(win.pintrk.queue.find((call: unknown[]) => call[0] === 'track')[2]).toMatchObject({
      event_name: 'large_quantity',
      ...params,
    });
  });
});
