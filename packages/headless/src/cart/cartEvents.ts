import type { EventBus } from '../events/events.types';
import type { CartEventName, CartEventPayloads } from './cart.types';

/**
 * Names of the cart events published on the shopper-event bus (spec 4: the
 * cart events that drive tracking and the header count). Payloads are typed
 * in `CartEventPayloads`.
 *
 * @example
 * events.subscribe(CART_EVENTS.add, ({ payload }) => {
 *   const { input, cart } = payload as CartEventPayloads['cart:add'];
 *   pixel.track('AddToCart', { id: input.variant_id, value: cart.cart_total });
 * });
 */
export const CART_EVENTS = {
  /** Before `POST /cart` is sent. */
  beforeAdd: 'cart:before-add',
  /** Before `POST /cart/batch_cart` is sent. */
  beforeAddBatch: 'cart:before-add-batch',
  /** A single add succeeded. */
  add: 'cart:add',
  /** A batch add succeeded. */
  addBatch: 'cart:add-batch',
  /** A quantity change succeeded (quantity 0 included). */
  changeQuantity: 'cart:change-quantity',
  /** A line removal succeeded. */
  remove: 'cart:remove',
  /** The store took a new cart, or (`false`) a refetch after back/forward navigation failed. */
  updated: 'cart:updated',
  /** A response left the cart empty (the spec's isEmptyCart event). */
  empty: 'cart:empty',
} as const satisfies Record<string, CartEventName>;

/**
 * Publishes a cart event with its payload type checked against the name.
 * Does nothing without a bus.
 *
 * @example
 * publishCartEvent(bus, CART_EVENTS.updated, false);
 */
export function publishCartEvent<TName extends CartEventName>(
  bus: Pick<EventBus, 'publish'> | undefined,
  name: TName,
  payload: CartEventPayloads[TName],
): void {
  bus?.publish(name, payload);
}
