import type { AccountInfoResponse, Customer, InitialCustomer } from './customer.types';

/** Store API path of the signed-in customer's account info (spec 7). */
export const ACCOUNT_INFO_PATH = '/account/info';
/** Status meaning the session is not signed in (any more): the customer becomes anonymous. */
export const UNAUTHENTICATED_STATUS = 401;

/** The anonymous visitor. */
export const ANONYMOUS_CUSTOMER: Customer = Object.freeze({
  id: null,
  email: null,
  loginStatus: false,
  addressBookCount: null,
  authToken: null,
});

/**
 * The customer as the server rendered it: anonymous unless `loginStatus` is
 * true; missing fields are `null` until the account info fills them.
 *
 * @example
 * customerFromInitial({ loginStatus: true, authToken: 't0k' });
 * // { id: null, email: null, loginStatus: true, addressBookCount: null, authToken: 't0k' }
 */
export function customerFromInitial(initial: InitialCustomer | null | undefined): Customer {
  if (!initial?.loginStatus) return ANONYMOUS_CUSTOMER;
  return {
    id: initial.id ?? null,
    email: initial.email ?? null,
    loginStatus: true,
    addressBookCount: initial.addressBookCount ?? null,
    authToken: initial.authToken ?? null,
  };
}

/**
 * `true` when the account info should be fetched: only for a signed-in customer (spec 6).
 *
 * @example
 * shouldFetchAccountInfo({ ...ANONYMOUS_CUSTOMER }); // false
 */
export function shouldFetchAccountInfo(customer: Customer): boolean {
  return customer.loginStatus;
}

/**
 * The customer with `GET /account/info` applied (id, email, address count); the token is kept.
 *
 * @example
 * withAccountInfo(customer, { id: 7, email: 'ana@example.com', address_book_count: 2 }).addressBookCount; // 2
 */
export function withAccountInfo(customer: Customer, info: AccountInfoResponse): Customer {
  return {
    ...customer,
    id: info.id,
    email: info.email,
    addressBookCount: info.address_book_count,
  };
}

/**
 * `true` when two initial customers describe a different session (sign-in,
 * sign-out or another account), so the account info must be fetched again.
 *
 * @example
 * isDifferentSession({ loginStatus: false }, { loginStatus: true }); // true
 */
export function isDifferentSession(
  a: InitialCustomer | null | undefined,
  b: InitialCustomer | null | undefined,
): boolean {
  return (
    Boolean(a?.loginStatus) !== Boolean(b?.loginStatus) ||
    (a?.id ?? null) !== (b?.id ?? null) ||
    (a?.authToken ?? null) !== (b?.authToken ?? null)
  );
}
