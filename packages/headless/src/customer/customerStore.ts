import type { StoreClient } from '../client/client.types';
import { toStoreApiError } from '../client/StoreApiError';
import {
  ACCOUNT_INFO_PATH,
  ANONYMOUS_CUSTOMER,
  UNAUTHENTICATED_STATUS,
  customerFromInitial,
  isDifferentSession,
  shouldFetchAccountInfo,
  withAccountInfo,
} from './customer';
import type { AccountInfoResponse, CustomerState, InitialCustomer } from './customer.types';

/** Holds the shopper of one storefront outside React (subscribe/getSnapshot for `useSyncExternalStore`). */
export interface CustomerStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CustomerState;
  /** The state the store was created with: the server snapshot, so hydration matches SSR. */
  getInitialSnapshot(): CustomerState;
  /** Fetches the account info once per session, only when signed in; concurrent calls share one request. */
  load(client: Pick<StoreClient, 'request'>): Promise<void>;
  /** Fetches the account info again (signed in only). */
  refresh(client: Pick<StoreClient, 'request'>): Promise<void>;
  /**
   * Starts a new session when `initial` describes a different one (sign-in,
   * sign-out, another account): drops the account info and any answer still on
   * its way. Returns `false`, changing nothing, for the same session.
   */
  reset(initial: InitialCustomer | null): boolean;
}

/**
 * Creates the customer store. `GET /account/info` is fetched only for a
 * signed-in customer (spec 6); a 401 makes the customer anonymous; an answer
 * that arrives after `reset` is dropped.
 *
 * @example
 * const store = createCustomerStore({ loginStatus: true, authToken: session.token });
 * await store.load(client);
 * store.getSnapshot().customer.addressBookCount; // 2
 */
export function createCustomerStore(initial: InitialCustomer | null): CustomerStore {
  const initialState: CustomerState = {
    customer: customerFromInitial(initial),
    status: 'idle',
    hasAccountInfo: false,
    error: null,
  };
  let state = initialState;
  /** Bumped by `reset`: answers to requests of an older session are dropped. */
  let session = 0;
  let inFlight: Promise<void> | null = null;
  let currentInitial = initial;
  const listeners = new Set<() => void>();

  function set(next: Partial<CustomerState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function fetchInfo(client: Pick<StoreClient, 'request'>): Promise<void> {
    if (!shouldFetchAccountInfo(state.customer)) return Promise.resolve();
    const requestSession = session;
    set({ status: 'loading', error: null });
    const request = client
      .request<AccountInfoResponse>('GET', ACCOUNT_INFO_PATH)
      .then(
        (info) => {
          if (requestSession !== session) return;
          set({ customer: withAccountInfo(state.customer, info), status: 'idle', hasAccountInfo: true });
        },
        (caught: unknown) => {
          if (requestSession !== session) return;
          const error = toStoreApiError(caught);
          // The session ended on the server: show the visitor as signed out rather than as an error.
          if (error.status === UNAUTHENTICATED_STATUS) set({ customer: ANONYMOUS_CUSTOMER, status: 'idle' });
          else set({ status: 'error', error });
        },
      )
      .finally(() => {
        if (inFlight === request) inFlight = null;
      });
    inFlight = request;
    return request;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getInitialSnapshot: () => initialState,
    load(client) {
      if (inFlight) return inFlight;
      if (state.hasAccountInfo || state.status === 'error') return Promise.resolve();
      return fetchInfo(client);
    },
    refresh: (client) => inFlight ?? fetchInfo(client),
    reset(next) {
      if (!isDifferentSession(currentInitial, next)) return false;
      currentInitial = next;
      session += 1;
      inFlight = null;
      set({ customer: customerFromInitial(next), status: 'idle', hasAccountInfo: false, error: null });
      return true;
    },
  };
}
