import type { StoreEvent } from '../events/events.types';
import { scrubPaymentDetails } from './cardMasking';
import { TRACKING_EVENT_NAMES } from './tracking';
import type { ConsentState, Tracker, TrackerOptions, TrackingAdapter } from './tracking.types';

/** Like the bus: a failing adapter surfaces as an uncaught error without stopping the others. */
function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * Connects the shopper-event bus to tracking destinations (pixels, analytics,
 * the conversion-API relay), respecting consent: nothing leaves before consent.
 *
 * - `pending`: events are held in order, not dropped.
 * - `granted`: held events go out in publish order, then each new one as it comes.
 * - `denied`: held events are discarded and new ones are not kept; a later
 *   grant forwards only what is published after it (what happened while the
 *   shopper said no is never sent).
 * - Events are also held while there is no adapter yet, and go to the first
 *   one added (adapters loaded after consent miss nothing).
 * - Every payload is scrubbed first: card numbers masked, security codes removed (spec 9).
 *
 * Events published on the bus before the tracker existed are picked up from
 * the bus queue when it subscribes.
 *
 * @example
 * const tracker = createTracker({ bus, adapters: [metaPixel, conversionApi] });
 * cookieBanner.onAccept(() => tracker.grantConsent());
 * cookieBanner.onReject(() => tracker.denyConsent());
 */
export function createTracker(options: TrackerOptions): Tracker {
  let consent: ConsentState = options.consent ?? 'pending';
  const adapters = new Set<TrackingAdapter>(options.adapters ?? []);
  const onError =
    options.onError ??
    ((error: unknown) => {
      rethrowLater(error);
    });
  let held: StoreEvent[] = [];
  let isFlushing = false;

  const canSend = () => consent === 'granted' && adapters.size > 0;

  function send(event: StoreEvent): void {
    const safe: StoreEvent = { ...event, payload: scrubPaymentDetails(event.payload) };
    for (const adapter of [...adapters]) {
      try {
        const result: unknown = adapter.handle(safe);
        if (result instanceof Promise) {
          result.then(undefined, (error: unknown) => onError(error, { adapter: adapter.name, event: event.name }));
        }
      } catch (error) {
        onError(error, { adapter: adapter.name, event: event.name });
      }
    }
  }

  // Sends everything held, in order; events an adapter publishes meanwhile wait their turn.
  function flush(): void {
    if (isFlushing) return;
    isFlushing = true;
    try {
      while (held.length > 0 && canSend()) send(held.shift() as StoreEvent);
    } finally {
      isFlushing = false;
    }
  }

  function receive(event: StoreEvent): void {
    if (consent === 'denied') return;
    held.push(event);
    if (canSend()) flush();
  }

  // The bus hands queued events to each new subscription by name; collect them
  // all first and sort by publish time so they reach adapters in order.
  const names = options.events ?? TRACKING_EVENT_NAMES;
  const queued: StoreEvent[] = [];
  let isSubscribing = true;
  const unsubscribers = names.map((name) =>
    options.bus.subscribe(name, (event) => (isSubscribing ? queued.push(event) : receive(event))),
  );
  isSubscribing = false;
  for (const event of queued.sort((a, b) => a.seq - b.seq)) receive(event);

  return {
    getConsent: () => consent,
    grantConsent() {
      consent = 'granted';
      flush();
    },
    denyConsent() {
      consent = 'denied';
      held = [];
    },
    addAdapter(adapter) {
      adapters.add(adapter);
      flush();
      return () => {
        adapters.delete(adapter);
      };
    },
    setAdapters(next) {
      adapters.clear();
      for (const adapter of next) adapters.add(adapter);
      flush();
    },
    heldCount: () => held.length,
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
