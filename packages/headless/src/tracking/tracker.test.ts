import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { TRACKING_EVENTS } from './tracking';
import { createTracker } from './tracker';
import type { TrackingAdapter } from './tracking.types';

function recordingAdapter(name = 'pixel') {
  const received: StoreEvent[] = [];
  const adapter: TrackingAdapter = { name, handle: (event) => void received.push(event) };
  return { adapter, received, payloads: () => received.map((event) => event.payload) };
}

/** A bus whose clock advances 1 ms per publish, so order is visible in `at`. */
function tickingBus() {
  let clock = 1000;
  return createEventBus({ now: () => clock++ });
}

describe('createTracker', () => {
  it('a new decision swaps every destination at once: what waited for the networks goes to each of them', () => {
    const bus = tickingBus();
    const tracker = createTracker({ bus, consent: 'granted' });
    // Consent came; the networks' code is still loading.
    bus.publish(TRACKING_EVENTS.pageView, 'while loading');
    const ga4 = recordingAdapter('ga4');
    const meta = recordingAdapter('meta');
    tracker.setAdapters([ga4.adapter, meta.adapter]);
    expect(ga4.payloads()).toEqual(['while loading']);
    expect(meta.payloads()).toEqual(['while loading']);
    // A narrower decision: only GA4 from now on.
    tracker.setAdapters([ga4.adapter]);
    bus.publish(TRACKING_EVENTS.addToCart, 'after');
    expect(ga4.payloads()).toEqual(['while loading', 'after']);
    expect(meta.payloads()).toEqual(['while loading']);
  });

  it('never sends what happened between a refusal and a later acceptance (spec 7)', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    const tracker = createTracker({ bus });
    bus.publish(TRACKING_EVENTS.pageView, 'before deciding');
    tracker.denyConsent();
    bus.publish(TRACKING_EVENTS.addToCart, 'while refused');
    tracker.grantConsent();
    bus.publish(TRACKING_EVENTS.couponApply, 'after accepting');
    tracker.setAdapters([pixel.adapter]);
    expect(pixel.payloads()).toEqual(['after accepting']);
  });

  it('sends nothing before consent and holds every event of a burst', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    const tracker = createTracker({ bus, adapters: [pixel.adapter] });
    for (let i = 0; i < 500; i += 1) bus.publish(TRACKING_EVENTS.addToCart, i);
    expect(pixel.received).toHaveLength(0);
    expect(tracker.heldCount()).toBe(500);
    tracker.grantConsent();
    expect(pixel.payloads()).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect(tracker.heldCount()).toBe(0);
  });

  it('forwards live once consent is granted', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    createTracker({ bus, adapters: [pixel.adapter], consent: 'granted' });
    bus.publish(TRACKING_EVENTS.pageView, 'a');
    expect(pixel.payloads()).toEqual(['a']);
  });

  it('picks up events published on the bus before it existed, in publish order', () => {
    const bus = tickingBus();
    bus.publish(TRACKING_EVENTS.pageView, 1);
    bus.publish(TRACKING_EVENTS.addToCart, 2);
    bus.publish(TRACKING_EVENTS.pageView, 3);
    bus.publish(TRACKING_EVENTS.purchase, 4);
    const pixel = recordingAdapter();
    createTracker({ bus, adapters: [pixel.adapter], consent: 'granted' });
    expect(pixel.payloads()).toEqual([1, 2, 3, 4]);
  });

  it('loses nothing across a late tracker, a late adapter and late consent', () => {
    const bus = tickingBus();
    bus.publish(TRACKING_EVENTS.pageView, 'before tracker');
    const tracker = createTracker({ bus });
    bus.publish(TRACKING_EVENTS.addToCart, 'before adapter');
    const pixel = recordingAdapter();
    tracker.addAdapter(pixel.adapter);
    bus.publish(TRACKING_EVENTS.purchase, 'before consent');
    expect(pixel.received).toHaveLength(0);
    tracker.grantConsent();
    bus.publish(TRACKING_EVENTS.login, 'after consent');
    expect(pixel.payloads()).toEqual(['before tracker', 'before adapter', 'before consent', 'after consent']);
  });

  it('holds events until the first adapter arrives, then delivers them all', () => {
    const bus = tickingBus();
    const tracker = createTracker({ bus, consent: 'granted' });
    bus.publish(TRACKING_EVENTS.pageView, 'a');
    bus.publish(TRACKING_EVENTS.login, 'b');
    const late = recordingAdapter('late');
    tracker.addAdapter(late.adapter);
    expect(late.payloads()).toEqual(['a', 'b']);
    bus.publish(TRACKING_EVENTS.pageView, 'c');
    expect(late.payloads()).toEqual(['a', 'b', 'c']);
  });

  it('discards held events on deny and keeps nothing while denied', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    const tracker = createTracker({ bus, adapters: [pixel.adapter] });
    bus.publish(TRACKING_EVENTS.pageView, 'before');
    tracker.denyConsent();
    expect(tracker.heldCount()).toBe(0);
    bus.publish(TRACKING_EVENTS.pageView, 'while denied');
    expect(tracker.heldCount()).toBe(0);
    tracker.grantConsent();
    bus.publish(TRACKING_EVENTS.pageView, 'after grant');
    expect(pixel.payloads()).toEqual(['after grant']);
  });

  it('stops sending when consent is withdrawn', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    const tracker = createTracker({ bus, adapters: [pixel.adapter], consent: 'granted' });
    bus.publish(TRACKING_EVENTS.pageView, 1);
    tracker.denyConsent();
    bus.publish(TRACKING_EVENTS.pageView, 2);
    expect(pixel.payloads()).toEqual([1]);
    expect(tracker.getConsent()).toBe('denied');
  });

  it('masks card numbers and drops security codes before any adapter sees them', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    createTracker({ bus, adapters: [pixel.adapter], consent: 'granted' });
    bus.publish(TRACKING_EVENTS.checkoutFailed, { details: { card_number: '4111111111111111', cvc: '123' } });
    expect(pixel.payloads()).toEqual([{ details: { card_number: '4111********1111' } }]);
  });

  it('forwards only tracking events unless told otherwise', () => {
    const bus = tickingBus();
    const pixel = recordingAdapter();
    createTracker({ bus, adapters: [pixel.adapter], consent: 'granted' });
    bus.publish('cart:change', 1);
    expect(pixel.received).toHaveLength(0);
    const other = recordingAdapter();
    createTracker({ bus, adapters: [other.adapter], consent: 'granted', events: ['cart:change'] });
    expect(other.payloads()).toEqual([1]); // it was still queued on the bus for its first listener
  });

  it('keeps order when an adapter publishes while held events are flushed', () => {
    const bus = tickingBus();
    const seen: unknown[] = [];
    const echo: TrackingAdapter = {
      name: 'echo',
      handle: (event) => {
        seen.push(event.payload);
        if (event.payload === 1) bus.publish(TRACKING_EVENTS.pageView, 'echo');
      },
    };
    const tracker = createTracker({ bus, adapters: [echo] });
    bus.publish(TRACKING_EVENTS.pageView, 1);
    bus.publish(TRACKING_EVENTS.pageView, 2);
    tracker.grantConsent();
    expect(seen).toEqual([1, 2, 'echo']);
  });

  it('reports a failing adapter without stopping the others', async () => {
    const bus = tickingBus();
    const onError = vi.fn();
    const good = recordingAdapter('good');
    const broken: TrackingAdapter = {
      name: 'broken',
      handle: () => {
        throw new Error('pixel down');
      },
    };
    const rejecting: TrackingAdapter = { name: 'rejecting', handle: () => Promise.reject(new Error('offline')) };
    createTracker({ bus, adapters: [broken, rejecting, good.adapter], consent: 'granted', onError });
    bus.publish(TRACKING_EVENTS.purchase, 'p');
    expect(good.payloads()).toEqual(['p']);
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'pixel down' }), {
      adapter: 'broken',
      event: 'track:purchase',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), {
      adapter: 'rejecting',
      event: 'track:purchase',
    });
  });

  it('stops listening after dispose, and a removed adapter gets nothing', () => {
    const bus = tickingBus();
    const a = recordingAdapter('a');
    const b = recordingAdapter('b');
    const tracker = createTracker({ bus, adapters: [a.adapter], consent: 'granted' });
    const removeB = tracker.addAdapter(b.adapter);
    bus.publish(TRACKING_EVENTS.pageView, 1);
    removeB();
    bus.publish(TRACKING_EVENTS.pageView, 2);
    tracker.dispose();
    bus.publish(TRACKING_EVENTS.pageView, 3);
    expect(a.payloads()).toEqual([1, 2]);
    expect(b.payloads()).toEqual([1]);
  });
});
