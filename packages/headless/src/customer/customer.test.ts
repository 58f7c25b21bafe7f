import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CUSTOMER,
  customerFromInitial,
  isDifferentSession,
  shouldFetchAccountInfo,
  withAccountInfo,
} from './customer';

describe('customerFromInitial', () => {
  it('is anonymous unless loginStatus is true', () => {
    expect(customerFromInitial(null)).toEqual(ANONYMOUS_CUSTOMER);
    expect(customerFromInitial({ loginStatus: false, id: 7, email: 'x@example.com' })).toEqual(ANONYMOUS_CUSTOMER);
  });

  it('keeps what the server knew, null for the rest', () => {
    expect(customerFromInitial({ loginStatus: true, authToken: 't0k' })).toEqual({
      id: null,
      email: null,
      loginStatus: true,
      addressBookCount: null,
      authToken: 't0k',
    });
  });
});

describe('account info', () => {
  it('is fetched for signed-in customers only', () => {
    expect(shouldFetchAccountInfo(ANONYMOUS_CUSTOMER)).toBe(false);
    expect(shouldFetchAccountInfo(customerFromInitial({ loginStatus: true }))).toBe(true);
  });

  it('fills id, email and address count, keeping the token', () => {
    const customer = customerFromInitial({ loginStatus: true, authToken: 't0k' });
    expect(withAccountInfo(customer, { id: 7, email: 'ana@example.com', address_book_count: 2 })).toEqual({
      id: 7,
      email: 'ana@example.com',
      loginStatus: true,
      addressBookCount: 2,
      authToken: 't0k',
    });
  });
});

describe('isDifferentSession', () => {
  it('is true for sign-in, sign-out, another id or token, and false for the same values', () => {
    expect(isDifferentSession({ loginStatus: false }, { loginStatus: true })).toBe(true);
    expect(isDifferentSession({ loginStatus: true }, null)).toBe(true);
    expect(isDifferentSession({ loginStatus: true, id: 1 }, { loginStatus: true, id: 2 })).toBe(true);
    expect(isDifferentSession({ loginStatus: true, authToken: 'a' }, { loginStatus: true, authToken: 'b' })).toBe(true);
    expect(isDifferentSession({ loginStatus: true, id: 1, email: 'a' }, { loginStatus: true, id: 1, email: 'b' })).toBe(
      false,
    );
    expect(isDifferentSession(null, { loginStatus: false })).toBe(false);
  });
});
