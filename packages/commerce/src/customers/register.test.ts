import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import type { Accounts } from './accounts';
import { lastEmailedToken, testAccounts, uniqueEmail, type TestClock } from './accounts.testkit';
import { hashSecret } from './secrets';

const PASSWORD = 'correct horse battery';

describe('registration and e-mail verification', () => {
  let commerce: Commerce;
  /** The messages queued for an address, oldest first. */
  const mailsTo = (address: string) =>
    commerce.db.query<{ subject: string; text: string }>(
      'SELECT subject, text_body AS text FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
      [address],
    );
  let accounts: Accounts;
  let clock: TestClock;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    ({ accounts, clock } = await testAccounts(commerce.db));
  });
  afterAll(() => commerce.close());

  const customerRow = async (email: string) =>
    (
      await commerce.db.query<{ email_verified_at: Date | null; first_name: string; password_hash: string }>(
        'SELECT email_verified_at, first_name, password_hash FROM customers WHERE lower(email) = lower($1)',
        [email],
      )
    )[0];

  it('creates an unverified customer and queues an e-mail with a one-time link; only its hash is stored', async () => {
    const email = uniqueEmail();
    const result = await accounts.customers.register({
      email,
      password: PASSWORD,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(result).toEqual({ customer: { id: expect.any(Number), email }, status: 'verification_sent' });
    const row = await customerRow(email);
    expect(row).toMatchObject({ email_verified_at: null, first_name: 'Ada' });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    const [mail] = await commerce.db.query<{ subject: string; text_body: string; html_body: string }>(
      'SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = $1',
      [email],
    );
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.text_body).toMatch(/https:\/\/shop\.test\/account\/verify\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html_body).toContain('href="https://shop.test/account/verify?token=');
    const token = await lastEmailedToken(commerce.db, email);
    const stored = await commerce.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM customer_tokens WHERE customer_id = $1',
      [result.customer.id],
    );
    expect(stored).toEqual([{ token_hash: hashSecret(token) }]);
  });

  it.each([
    ['19:59', 19 * 60 + 59, true],
    ['20:00', 20 * 60, false],
    ['20:01', 20 * 60 + 1, false],
  ])('verifies %s after registering only inside the 20-minute window', async (_label, seconds, works) => {
    const email = uniqueEmail();
    const start = clock();
    await accounts.customers.register({ email, password: PASSWORD });
    const token = await lastEmailedToken(commerce.db, email);
    clock.advance(seconds);
    try {
      if (works) {
        await expect(accounts.customers.verifyEmail({ token })).resolves.toMatchObject({ email });
        expect((await customerRow(email))?.email_verified_at).not.toBeNull();
      } else {
        await expectCommerceError(accounts.customers.verifyEmail({ token }), {
          status: 422,
          code: 'TOKEN_EXPIRED',
          field: 'token',
        });
        expect((await customerRow(email))?.email_verified_at).toBeNull();
      }
    } finally {
      clock.set(start);
    }
  });

  it('accepts a verification link once', async () => {
    const email = uniqueEmail();
    await accounts.customers.register({ email, password: PASSWORD });
    const token = await lastEmailedToken(commerce.db, email);
    await accounts.customers.verifyEmail({ token });
    await expectCommerceError(accounts.customers.verifyEmail({ token }), {
      status: 422,
      code: 'TOKEN_INVALID',
      field: 'token',
    });
  });

  it('refuses unknown and malformed tokens alike', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const expected =
        token === ''
          ? { status: 422, code: 'VALIDATION_FAILED', field: 'token' }
          : { status: 422, code: 'TOKEN_INVALID', field: 'token' };
      await expectCommerceError(accounts.customers.verifyEmail({ token }), expected);
    }
  });

  it('answers a second registration of a taken address like a new one and e-mails the owner instead, whatever its letter case', async () => {
    const email = uniqueEmail();
    const first = await accounts.customers.register({ email, password: PASSWORD });
    const sentBefore = await mailsTo(email);
    // still inside the window: the pending account owns the address, and keeps its password
    const again = await accounts.customers.register({ email: email.toUpperCase(), password: 'another password' });
    expect(again).toEqual({ customer: { id: first.customer.id, email }, status: 'verification_sent' });
    const sent = await mailsTo(email);
    expect(sent.length).toBe(sentBefore.length + 1);
    expect(sent.at(-1)?.subject).toBe('You already have an account');
    expect(sent.at(-1)?.text).toContain('/account/forgot');
    await accounts.customers.verifyEmail({ token: await lastEmailedToken(commerce.db, email) });
    await expect(accounts.customers.login({ email, password: PASSWORD })).resolves.toBeTruthy();
    const start = clock();
    clock.advance(24 * 60 * 60);
    try {
      const later = await accounts.customers.register({ email, password: 'another password' });
      expect(later).toEqual({ customer: { id: first.customer.id, email }, status: 'verification_sent' });
      await expectCommerceError(accounts.customers.login({ email, password: 'another password' }), {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
    } finally {
      clock.set(start);
    }
  });

  it('releases an address whose registration timed out: signing up again sends a new link and voids the old one', async () => {
    const email = uniqueEmail();
    const first = await accounts.customers.register({ email, password: PASSWORD });
    const oldToken = await lastEmailedToken(commerce.db, email);
    const start = clock();
    clock.advance(20 * 60);
    try {
      const again = await accounts.customers.register({ email, password: 'a new password' });
      expect(again.customer.id).toBe(first.customer.id);
      const newToken = await lastEmailedToken(commerce.db, email);
      expect(newToken).not.toBe(oldToken);
      await expectCommerceError(accounts.customers.verifyEmail({ token: oldToken }), {
        status: 422,
        code: 'TOKEN_INVALID',
        field: 'token',
      });
      await accounts.customers.verifyEmail({ token: newToken });
      await expect(accounts.customers.login({ email, password: 'a new password' })).resolves.toBeTruthy();
    } finally {
      clock.set(start);
    }
  });

  it("says 'Password entries do not match' when the confirmation differs, and creates nothing", async () => {
    const email = uniqueEmail();
    const error = await expectCommerceError(
      accounts.customers.register({ email, password: PASSWORD, password_confirmation: `${PASSWORD}!` }),
      { status: 422, code: 'PASSWORD_MISMATCH', field: 'password_confirmation' },
    );
    expect(error.message).toBe('Password entries do not match');
    expect(await customerRow(email)).toBeUndefined();
    await expect(
      accounts.customers.register({ email, password: PASSWORD, password_confirmation: PASSWORD }),
    ).resolves.toBeTruthy();
  });

  it('validates the e-mail and the password length (8 to 128)', async () => {
    const bad = await expectCommerceError(accounts.customers.register({ email: 'not-an-email', password: PASSWORD }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    expect(bad.message).toBe('Enter a valid email');
    await expectCommerceError(accounts.customers.register({ email: uniqueEmail(), password: '1234567' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
    await expect(accounts.customers.register({ email: uniqueEmail(), password: '12345678' })).resolves.toBeTruthy();
    await expect(
      accounts.customers.register({ email: uniqueEmail(), password: 'x'.repeat(128) }),
    ).resolves.toBeTruthy();
    await expectCommerceError(accounts.customers.register({ email: uniqueEmail(), password: 'x'.repeat(129) }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
  });

  it('makes one account of two simultaneous registrations of a new address, and answers both alike', async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled([
      accounts.customers.register({ email, password: PASSWORD }),
      accounts.customers.register({ email, password: PASSWORD }),
    ]);
    // Both get the same answer; one account exists.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const rows = await commerce.db.query('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
  });

  it('rate-limits registrations per client IP at the limit', async () => {
    const { RATE_LIMITS } = await import('../ratelimit/ratelimit');
    const ip = '198.51.100.7';
    for (let attempt = 1; attempt <= RATE_LIMITS.register.limit; attempt += 1) {
      await accounts.customers.register({ email: uniqueEmail(), password: PASSWORD }, { ip });
    }
    const error = await expectCommerceError(
      accounts.customers.register({ email: uniqueEmail(), password: PASSWORD }, { ip }),
      {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
      },
    );
    expect(error.message).toBe('Frequent operations, please try again tomorrow');
  });
});
