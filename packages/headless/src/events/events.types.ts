/**
 * The shopper-event bus every hook publishes to (cart lifecycle, coupon apply,
 * tracking events ...). Implemented by `createEventBus` in `../tracking/`;
 * handed to hooks through `<StoreProvider events={bus}>` and read with
 * `useStoreEvents()`.
 */
export interface StoreEvent<TPayload = unknown> {
  /** Event name, e.g. `cart:add`, `coupon:apply`, `track:purchase`. */
  name: string;
  payload: TPayload;
  /** Milliseconds since the epoch (UTC) when it was published. */
  at: number;
  /** Publish order on its bus (1, 2, 3 …): exact even for events of the same millisecond. */
  seq: number;
}

export type StoreEventHandler = (event: StoreEvent) => void;

export interface EventBus {
  /** Publishes an event; it is queued until at least one subscriber for it exists, never dropped. */
  publish<TPayload>(name: string, payload: TPayload): void;
  /** Subscribes to one event name, or `'*'` for all; returns the unsubscribe function. */
  subscribe(name: string, handler: StoreEventHandler): () => void;
}

/** Where errors worth tracking go (the storefront wires any error-tracking service); passed as `<StoreProvider reportError>`. */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;
