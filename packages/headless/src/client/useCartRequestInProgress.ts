import { useSyncExternalStore } from 'react';
import { useStoreClient } from '../provider/StoreProvider';

/** Nothing is pending during a server render. */
const getServerCount = () => 0;

/**
 * The spec's cart-request-in-progress flag (spec 4): `true` while any non-GET
 * call under `/cart` is pending through the provider's client, whoever made it.
 *
 * @example
 * const isBusy = useCartRequestInProgress();
 * <button disabled={isBusy}>Checkout</button>
 */
export function useCartRequestInProgress(): boolean {
  const { cartRequestsInFlight } = useStoreClient();
  const count = useSyncExternalStore(cartRequestsInFlight.subscribe, cartRequestsInFlight.getSnapshot, getServerCount);
  return count > 0;
}
