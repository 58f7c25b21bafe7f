import type { StoreApiError } from '../client/StoreApiError';

/** A customer id as the store sends it. */
export type CustomerId = number | string;

/** The shopper (spec 3 Customer): anonymous (`loginStatus: false`) or signed in. */
export interface Customer {
  /** `null` for an anonymous visitor, or until the account info has loaded. */
  id: CustomerId | null;
  email: string | null;
  /** `true` for a signed-in customer (spec 6). */
  loginStatus: boolean;
  /** Saved addresses; `null` until the account info has loaded. */
  addressBookCount: number | null;
  /** Token the rewards widget signs its calls with; `null` when the server gave none. */
  authToken: string | null;
}

/** What the server knows at render time (from the route loader or session); only `loginStatus` is required. */
export interface InitialCustomer {
  loginStatus: boolean;
  id?: CustomerId | null;
  email?: string | null;
  addressBookCount?: number | null;
  authToken?: string | null;
}

/** Answer of `GET /account/info` (spec 7). */
export interface AccountInfoResponse {
  address_book_count: number;
  email: string;
  id: CustomerId;
}

/** `loading` while the account info is being fetched, `error` after that failed, else `idle`. */
export type CustomerStatus = 'idle' | 'loading' | 'error';

/** One snapshot of the customer store; a new object on every change. */
export interface CustomerState {
  customer: Customer;
  status: CustomerStatus;
  /** `true` once `GET /account/info` answered for the current customer. */
  hasAccountInfo: boolean;
  error: StoreApiError | null;
}
