import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CartStore } from '../cart/cart.types';
import type { StoreApiError } from '../client/StoreApiError';
import { useCartStore, useStoreClient } from '../provider/StoreProvider';
import type { Customer, CustomerId, CustomerStatus, InitialCustomer } from './customer.types';
import { type CustomerStore, createCustomerStore } from './customerStore';

/** One customer store per provider (keyed by its cart store), so every component shares one account-info request. */
const stores = new WeakMap<CartStore, CustomerStore>();
function customerStoreFor(scope: CartStore, initial: InitialCustomer | null): CustomerStore {
  let store = stores.get(scope);
  if (!store) stores.set(scope, (store = createCustomerStore(initial)));
  return store;
}

export interface UseCustomerOptions {
  /**
   * The customer as the server knows it (route loader or session). Pass it
   * from one place near the root; components that only read the customer
   * leave it out. A value describing another session (sign-in, sign-out,
   * another account) resets the customer and fetches the account info again.
   */
  initialCustomer?: InitialCustomer | null;
}

/** What `useCustomer` returns: the spec's Customer fields, the whole object, and the fetch state. */
export interface UseCustomerResult {
  customer: Customer;
  id: CustomerId | null;
  email: string | null;
  /** The spec's `loginStatus` (spec 3). */
  loginStatus: boolean;
  /** Same as `loginStatus`. */
  isLoggedIn: boolean;
  addressBookCount: number | null;
  authToken: string | null;
  status: CustomerStatus;
  isLoading: boolean;
  /** `true` once `GET /account/info` answered for this session. */
  hasAccountInfo: boolean;
  error: StoreApiError | null;
  /** Fetches the account info again (signed in only). */
  refresh(): Promise<void>;
}

/**
 * The shopper: anonymous or signed in, with the account info
 * (`GET /account/info`: id, email, address count) fetched only for a
 * signed-in customer (spec 3, 6, 7). A 401 answer makes the customer
 * anonymous. The server render shows `initialCustomer` and fetches nothing.
 *
 * @example
 * // Root layout: hand over what the server knows.
 * const { customer } = useLoaderData<typeof loader>();
 * useCustomer({ initialCustomer: customer });
 *
 * @example
 * function AccountLink() {
 *   const { isLoggedIn, email, addressBookCount } = useCustomer();
 *   return isLoggedIn ? <a href="/account">{email} ({addressBookCount ?? '…'} addresses)</a> : <a href="/login">Sign in</a>;
 * }
 */
export function useCustomer(options: UseCustomerOptions = {}): UseCustomerResult {
  const client = useStoreClient();
  const { initialCustomer } = options;
  const store = customerStoreFor(useCartStore(), initialCustomer ?? null);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getInitialSnapshot);

  const loginStatus = initialCustomer?.loginStatus;
  const initialId = initialCustomer?.id;
  const initialToken = initialCustomer?.authToken;
  useEffect(() => {
    if (initialCustomer !== undefined) store.reset(initialCustomer);
    // Only a change of session matters, not a new object with the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, loginStatus, initialId, initialToken]);

  useEffect(() => {
    void store.load(client); // a no-op unless signed in without account info
  }, [store, client, state]);

  const refresh = useCallback(() => store.refresh(client), [store, client]);
  return useMemo(
    () => ({
      customer: state.customer,
      ...state.customer,
      isLoggedIn: state.customer.loginStatus,
      status: state.status,
      isLoading: state.status === 'loading',
      hasAccountInfo: state.hasAccountInfo,
      error: state.error,
      refresh,
    }),
    [state, refresh],
  );
}
