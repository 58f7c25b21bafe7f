import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { RATE_LIMITS } from '../ratelimit/ratelimit';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import type { Accounts } from './accounts';
import { lastEmailedToken, testAccounts, uniqueEmail, verifiedCustomer, type TestClock } from './accounts.testkit';
import { hashSecret } from './secrets';
import { SESSION_LIFETIME_SECONDS, SESSION_RENEW_AFTER_SECONDS } from './sessions';

describe('login, sessions and logout', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let clock: TestClock;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    ({ accounts, clock } = await testAccounts(commerce.db));
  });
  afterAll(() => commerce.close());

  /** Runs `fn` with the clock, then puts the clock back. */
  const atTime = async (fn: () => Promise<void>) => {
    const start = clock();
    try {
      await fn();
    } finally {
      clock.set(start);
    }
  };

  it('starts a session for the right password and stores only its hash', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const { customer, session } = await accounts.customers.login({
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(customer).toEqual({ id: shopper.id, email: shopper.email });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toEqual(new Date(clock().getTime() + SESSION_LIFETIME_SECONDS * 1000));
    const rows = await commerce.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE customer_id = $1',
      [shopper.id],
    );
    expect(rows).toEqual([{ token_hash: hashSecret(session.token) }]);
    await expect(accounts.customers.authenticate(session.token)).resolves.toMatchObject({
      customerId: shopper.id,
      renewed: false,
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const wrong = await expectCommerceError(
      accounts.customers.login({ email: shopper.email, password: 'wrong password' }),
      {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      },
    );
    const unknown = await expectCommerceError(
      accounts.customers.login({ email: uniqueEmail(), password: shopper.password }),
      {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      },
    );
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses an unverified account only after the right password', async () => {
    const email = uniqueEmail();
    await accounts.customers.register({ email, password: 'correct horse battery' });
    await expectCommerceError(accounts.customers.login({ email, password: 'wrong password' }), {
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    await expectCommerceError(accounts.customers.login({ email, password: 'correct horse battery' }), {
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      field: 'email',
    });
  });

  it('ends the session on logout', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const { session } = await accounts.customers.login(shopper);
    await accounts.customers.logout(session.token);
    await expect(accounts.customers.authenticate(session.token)).resolves.toBeNull();
    expect(await commerce.db.query('SELECT id FROM sessions WHERE customer_id = $1', [shopper.id])).toEqual([]);
    await expect(accounts.customers.logout(session.token)).resolves.toBeUndefined();
    await expect(accounts.customers.authenticate('garbage')).resolves.toBeNull();
    await expect(accounts.customers.authenticate(null)).resolves.toBeNull();
  });

  it('expires a session that was not used: valid a second before its end, gone at it', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const { session: early } = await accounts.customers.login(shopper);
    const { session: late } = await accounts.customers.login(shopper);
    await atTime(async () => {
      clock.advance(SESSION_LIFETIME_SECONDS - 1);
      await expect(accounts.customers.authenticate(early.token)).resolves.toMatchObject({ customerId: shopper.id });
      clock.advance(1);
      await expect(accounts.customers.authenticate(late.token)).resolves.toBeNull();
      expect(
        await commerce.db.query('SELECT id FROM sessions WHERE token_hash = $1', [hashSecret(late.token)]),
      ).toEqual([]);
    });
  });

  it('slides: a session used after a day lasts another full lifetime from then', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const { session } = await accounts.customers.login(shopper);
    await atTime(async () => {
      clock.advance(SESSION_RENEW_AFTER_SECONDS - 1);
      await expect(accounts.customers.authenticate(session.token)).resolves.toMatchObject({
        renewed: false,
        expiresAt: session.expiresAt,
      });
      clock.advance(1);
      const renewed = await accounts.customers.authenticate(session.token);
      expect(renewed).toMatchObject({
        renewed: true,
        expiresAt: new Date(clock().getTime() + SESSION_LIFETIME_SECONDS * 1000),
      });
      // past the original end, still signed in
      clock.advance(SESSION_LIFETIME_SECONDS - 60);
      await expect(accounts.customers.authenticate(session.token)).resolves.toMatchObject({ customerId: shopper.id });
    });
  });

  it('refuses a client after too many wrong passwords for one account, even the right one, until its window ends', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const rule = RATE_LIMITS.loginFailuresPerAccountAndIp;
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      await expectCommerceError(accounts.customers.login({ email: shopper.email, password: 'wrong password' }), {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
    }
    await expectCommerceError(accounts.customers.login(shopper), { status: 429, code: 'TOO_MANY_REQUESTS' });
    await atTime(async () => {
      clock.advance(rule.windowSeconds);
      await expect(accounts.customers.login(shopper)).resolves.toBeTruthy();
    });
  });
});

describe('password reset', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let clock: TestClock;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    ({ accounts, clock } = await testAccounts(commerce.db));
  });
  afterAll(() => commerce.close());

  const outboxCount = async (email: string) =>
    (await commerce.db.query('SELECT id FROM email_outbox WHERE to_address = $1', [email])).length;

  it('answers the same for unknown addresses and e-mails no one', async () => {
    const email = uniqueEmail();
    await expect(accounts.customers.requestPasswordReset({ email })).resolves.toEqual({ status: 'reset_requested' });
    expect(await outboxCount(email)).toBe(0);
  });

  it('sets a new password with the e-mailed link, once, and ends every session', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const { session: phone } = await accounts.customers.login(shopper);
    const { session: laptop } = await accounts.customers.login(shopper);
    await accounts.customers.requestPasswordReset({ email: shopper.email });
    const token = await lastEmailedToken(commerce.db, shopper.email);
    const [mail] = await commerce.db.query<{ subject: string }>(
      'SELECT subject FROM email_outbox WHERE to_address = $1 ORDER BY id DESC',
      [shopper.email],
    );
    expect(mail?.subject).toBe('Reset your password');
    const mismatch = await expectCommerceError(
      accounts.customers.resetPassword({
        token,
        password: 'brand new secret',
        password_confirmation: 'brand new secreT',
      }),
      { status: 422, code: 'PASSWORD_MISMATCH', field: 'password_confirmation' },
    );
    expect(mismatch.message).toBe('Password entries do not match');
    await expect(
      accounts.customers.resetPassword({
        token,
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      }),
    ).resolves.toEqual({ id: shopper.id, email: shopper.email });
    await expect(accounts.customers.authenticate(phone.token)).resolves.toBeNull();
    await expect(accounts.customers.authenticate(laptop.token)).resolves.toBeNull();
    await expectCommerceError(accounts.customers.login(shopper), { status: 401, code: 'INVALID_CREDENTIALS' });
    await expect(
      accounts.customers.login({ email: shopper.email, password: 'brand new secret' }),
    ).resolves.toBeTruthy();
    await expectCommerceError(accounts.customers.resetPassword({ token, password: 'another secret' }), {
      status: 422,
      code: 'TOKEN_INVALID',
      field: 'token',
    });
  });

  it('keeps a reset link for one hour: 59:59 works, 60:00 does not', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const start = clock();
    try {
      await accounts.customers.requestPasswordReset({ email: shopper.email });
      const late = await lastEmailedToken(commerce.db, shopper.email);
      clock.advance(60 * 60);
      await expectCommerceError(accounts.customers.resetPassword({ token: late, password: 'brand new secret' }), {
        status: 422,
        code: 'TOKEN_EXPIRED',
        field: 'token',
      });
      await accounts.customers.requestPasswordReset({ email: shopper.email });
      const inTime = await lastEmailedToken(commerce.db, shopper.email);
      clock.advance(60 * 60 - 1);
      await expect(
        accounts.customers.resetPassword({ token: inTime, password: 'brand new secret' }),
      ).resolves.toBeTruthy();
    } finally {
      clock.set(start);
    }
  });

  it('keeps only the newest link alive and does not accept a verification link', async () => {
    const shopper = await verifiedCustomer(commerce.db, accounts);
    await accounts.customers.requestPasswordReset({ email: shopper.email });
    const first = await lastEmailedToken(commerce.db, shopper.email);
    await accounts.customers.requestPasswordReset({ email: shopper.email });
    await expectCommerceError(accounts.customers.resetPassword({ token: first, password: 'brand new secret' }), {
      status: 422,
      code: 'TOKEN_INVALID',
      field: 'token',
    });
    const email = uniqueEmail();
    await accounts.customers.register({ email, password: 'correct horse battery' });
    const verification = await lastEmailedToken(commerce.db, email);
    await expectCommerceError(accounts.customers.resetPassword({ token: verification, password: 'brand new secret' }), {
      status: 422,
      code: 'TOKEN_INVALID',
      field: 'token',
    });
  });

  it('rate-limits reset requests per address at the limit', async () => {
    const email = uniqueEmail();
    for (let request = 1; request <= RATE_LIMITS.passwordReset.limit; request += 1) {
      await accounts.customers.requestPasswordReset({ email });
    }
    await expectCommerceError(accounts.customers.requestPasswordReset({ email }), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
