import type { EventBus, StoreEvent, StoreEventHandler } from './events.types';

/** Subscribe to this name to receive every event. */
export const ALL_EVENTS = '*';

/**
 * Creates the shopper-event bus. An event published while nobody listens for
 * it (by name or `'*'`) is queued and delivered, in order, to the first
 * subscriber that can receive it: analytics that load late (after consent,
 * after a script) still get every event. A handler that throws does not stop
 * the others.
 *
 * @example
 * const bus = createEventBus();
 * bus.publish('cart:add', { variant_id: 42, quantity: 1 });
 * bus.subscribe('cart:add', (event) => console.log(event.payload)); // receives the queued event
 */
export function createEventBus(options: { now?: () => number } = {}): EventBus {
  const now = options.now ?? Date.now;
  const handlers = new Map<string, Set<StoreEventHandler>>();
  let queue: StoreEvent[] = [];
  let seq = 0;

  function listenersFor(name: string): StoreEventHandler[] {
    return [...(handlers.get(name) ?? []), ...(handlers.get(ALL_EVENTS) ?? [])];
  }

  function deliver(event: StoreEvent, to: StoreEventHandler[]) {
    for (const handler of to) {
      try {
        handler(event);
      } catch (error) {
        // One broken listener (say, an ad script) must not stop the rest.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    publish(name, payload) {
      seq += 1;
      const event: StoreEvent = { name, payload, at: now(), seq };
      const to = listenersFor(name);
      if (to.length === 0) queue.push(event);
      else deliver(event, to);
    },
    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      if (queue.length > 0) {
        const waiting = queue.filter((event) => name === ALL_EVENTS || event.name === name);
        queue = queue.filter((event) => !(name === ALL_EVENTS || event.name === name));
        for (const event of waiting) deliver(event, [handler]);
      }
      return () => {
        set?.delete(handler);
      };
    },
  };
}
