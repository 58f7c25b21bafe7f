// Types only: the contract's schemas (zod) stay out of the browser bundle.
import type { ShopperEvent } from '../../contract/tracking';

/** Events one intake call may carry (the intake's `MAX_EVENTS_PER_BATCH`). */
const MAX_EVENTS_PER_BATCH = 50;

/** The storefront's event intake, which relays to the conversion API and the ad-pixel address (spec 7). */
export const STATISTICS_EVENTS_PATH = '/api/statistics/events';

/** Options of `createStatisticsRelay`. */
export interface StatisticsRelayOptions {
  /** Intake address; `/api/statistics/events` when not given. */
  endpoint?: string;
  /** `window.fetch` when not given. */
  fetch?: typeof fetch;
  /** The storefront visitor id (a UUID), so a stored privacy decision applies. */
  visitorId?: () => string | null | undefined;
}

/** Sends shopper events to the intake. */
export interface StatisticsRelay {
  /** Queues an event; events queued in the same task go in one POST. Resolves when it is accepted, rejects when the intake fails. */
  send(event: ShopperEvent): Promise<void>;
}

/**
 * The browser side of the server relays: POSTs `{ consent: true, visitor_id,
 * events }` to the intake. Only adapters use it, and adapters only receive
 * events after consent, hence `consent: true`. `keepalive` lets a purchase
 * sent while the page unloads still arrive.
 *
 * @example
 * const relay = createStatisticsRelay({ visitorId: () => cookies.visitor });
 * await relay.send({ event_id: 'MTAwMQ==', event_name: 'Purchase' });
 */
export function createStatisticsRelay(options: StatisticsRelayOptions = {}): StatisticsRelay {
  const endpoint = options.endpoint ?? STATISTICS_EVENTS_PATH;
  let pending: Array<{ event: ShopperEvent; settle: (error?: unknown) => void }> = [];

  async function post(batch: typeof pending): Promise<void> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const visitorId = options.visitorId?.() ?? undefined;
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        consent: true,
        ...(visitorId ? { visitor_id: visitorId } : {}),
        events: batch.map((entry) => entry.event),
      }),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`Event intake answered ${response.status}`);
  }

  function flush(): void {
    const queued = pending;
    pending = [];
    for (let start = 0; start < queued.length; start += MAX_EVENTS_PER_BATCH) {
      const batch = queued.slice(start, start + MAX_EVENTS_PER_BATCH);
      post(batch).then(
        () => batch.forEach((entry) => entry.settle()),
        (error: unknown) => batch.forEach((entry) => entry.settle(error ?? new Error('Event intake failed'))),
      );
    }
  }

  return {
    send(event) {
      return new Promise<void>((resolve, reject) => {
        if (pending.length === 0) queueMicrotask(flush);
        pending.push({ event, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      });
    },
  };
}
