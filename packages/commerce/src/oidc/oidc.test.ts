import { createHmac, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Commerce } from '../commerce';
import { testAccounts, testClock, uniqueEmail, verifiedCustomer, type TestClock } from '../customers/accounts.testkit';
import type { Accounts } from '../customers/accounts';
import { hashSecret } from '../customers/secrets';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { codeChallenge, createOidc, NO_PASSWORD, OIDC_RATE_LIMIT, OidcRefusal, type OidcService } from './oidc';
import { fakeProvider, signJwt, testKey, type Tampering, type TestKey, type TestUser } from './oidc.testkit';

const REDIRECT = 'https://shop.test/account/oidc/idp/callback';

/** An HS256 id_token keyed with the provider's public key (PEM), the classic algorithm-confusion forgery. */
function hmacWithPublicKey(claims: Record<string, unknown>, key: TestKey): string {
  const pem = createPublicKey({ key: key.jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
  const input = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.kid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', pem).update(input).digest('base64url')}`;
}

/** A signed token with its payload replaced and the signature kept. */
function withPayload(token: string, payload: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('social sign-in (OpenID Connect)', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let clock: TestClock;
  let provider: ReturnType<typeof fakeProvider>;
  let oidc: OidcService;
  let ipCounter = 0;

  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    clock = testClock(new Date());
    ({ accounts } = await testAccounts(commerce.db, clock));
    provider = fakeProvider();
    provider.setClock(clock);
    oidc = createOidc(commerce.db, { clock, fetch: provider.fetch });
    await oidc.providers.save(provider.settings('idp'));
  });
  afterAll(() => commerce.close());
  // Each test signs in from its own address so the per-address limit is tested only where meant.
  let ip = '';
  beforeEach(() => {
    ip = `10.0.0.${++ipCounter}`;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const user = (extra: Partial<TestUser> = {}): TestUser => ({
    sub: `sub-${Math.random().toString(36).slice(2)}`,
    email: uniqueEmail('social'),
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    name: 'Ada Lovelace',
    ...extra,
  });

  /** One whole sign-in: start, sign in at the provider, come back. */
  async function signIn(person: TestUser, tampering: Tampering = {}, returnTo?: string) {
    const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT, returnTo: returnTo ?? null }, { ip });
    const query = provider.authorize(start.authorizationUrl, person, tampering);
    return oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip });
  }

  const identityRows = (subject: string) =>
    commerce.db.query<{ customer_id: number; email: string; email_verified: boolean }>(
      'SELECT customer_id, email, email_verified FROM customer_identities WHERE subject = $1',
      [subject],
    );

  describe('providers', () => {
    it('lists only enabled providers, read from the database on every call', async () => {
      await commerce.db.query(
        `INSERT INTO oidc_providers (slug, display_name, issuer, client_id, position) VALUES ('zeta', 'Zeta', 'https://zeta.example', 'z', 5)`,
      );
      expect(await oidc.listProviders()).toEqual([
        { slug: 'idp', name: 'Example ID', start_url: '/account/oidc/idp' },
        { slug: 'zeta', name: 'Zeta', start_url: '/account/oidc/zeta' },
      ]);
      await oidc.providers.setEnabled('zeta', false);
      expect((await oidc.listProviders()).map((p) => p.slug)).toEqual(['idp']);
      await expectCommerceError(oidc.begin({ provider: 'zeta', redirectUri: REDIRECT }), {
        status: 404,
        code: 'OIDC_PROVIDER_NOT_FOUND',
        field: 'provider',
      });
    });

    it('validates what the merchant saves', async () => {
      await expectCommerceError(oidc.providers.save({ ...provider.settings('Bad Slug') }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'slug',
      });
      await expectCommerceError(oidc.providers.save({ ...provider.settings('providers') }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'slug',
      });
      await expectCommerceError(
        oidc.providers.save({ ...provider.settings('plain'), issuer: 'http://id.example.com' }),
        {
          status: 422,
          code: 'VALIDATION_FAILED',
          field: 'issuer',
        },
      );
      await expectCommerceError(oidc.providers.save({ ...provider.settings('noscope'), scopes: 'email' }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'scopes',
      });
    });
  });

  describe('the authorization request', () => {
    it('sends code flow with PKCE S256, a state and a nonce, and stores only hashes of the state and browser secret', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT, returnTo: '/account/orders' }, { ip });
      const url = new URL(start.authorizationUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: REDIRECT,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await commerce.db.query<{
        browser_hash: string;
        code_verifier: string;
        nonce: string;
        return_to: string;
        expires_at: Date;
      }>(
        'SELECT browser_hash, code_verifier, nonce, return_to, expires_at FROM oidc_login_states WHERE state_hash = $1',
        [hashSecret(params.state ?? '')],
      );
      expect(row?.browser_hash).toBe(hashSecret(start.browserSecret));
      expect(codeChallenge(row?.code_verifier ?? '')).toBe(params.code_challenge);
      expect(row?.nonce).toBe(params.nonce);
      expect(row?.return_to).toBe('/account/orders');
      expect(new Date(row?.expires_at ?? 0).getTime() - clock().getTime()).toBe(10 * 60 * 1000);
      // Nothing secret of the browser is in the database in the clear.
      const dump = JSON.stringify(await commerce.db.query('SELECT * FROM oidc_login_states'));
      expect(dump).not.toContain(start.browserSecret);
      expect(dump).not.toContain(params.state);
    });

    it('keeps the browser secret a browser already has (sign-ins in two tabs), and never uses a foreign return address', async () => {
      const first = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const second = await oidc.begin(
        { provider: 'idp', redirectUri: REDIRECT, browserSecret: first.browserSecret, returnTo: '//evil.example' },
        { ip },
      );
      expect(second.browserSecret).toBe(first.browserSecret);
      const a = user();
      const b = user();
      const queryA = provider.authorize(first.authorizationUrl, a);
      const queryB = provider.authorize(second.authorizationUrl, b);
      const signedB = await oidc.complete(
        { provider: 'idp', query: queryB, browserSecret: first.browserSecret },
        { ip },
      );
      const signedA = await oidc.complete(
        { provider: 'idp', query: queryA, browserSecret: first.browserSecret },
        { ip },
      );
      expect(signedB.returnTo).toBe('/account');
      expect([signedA.customer.email, signedB.customer.email]).toEqual([a.email, b.email]);
    });
  });

  describe('the redirect URI', () => {
    it('is traded at the callback exactly as the sign-in sent it, per sign-in', async () => {
      const shopAddress = 'https://shop.example.com/account/oidc/idp/callback';
      const internalAddress = 'http://127.0.0.1:43117/account/oidc/idp/callback';
      const first = await oidc.begin({ provider: 'idp', redirectUri: shopAddress }, { ip });
      const second = await oidc.begin({ provider: 'idp', redirectUri: internalAddress }, { ip });
      expect(new URL(first.authorizationUrl).searchParams.get('redirect_uri')).toBe(shopAddress);
      const tokenRedirects = async (start: typeof first) => {
        const query = provider.authorize(start.authorizationUrl, user());
        await oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip });
        const call = provider.requests.findLast((request) => request.url.endsWith('/token'));
        return new URLSearchParams(call?.body).get('redirect_uri');
      };
      // Finished in the other order: each code is traded with its own sign-in's address, nothing else.
      expect(await tokenRedirects(second)).toBe(internalAddress);
      expect(await tokenRedirects(first)).toBe(shopAddress);
    });
  });

  describe('linking and creating customers', () => {
    it('creates a verified customer without a usable password, links the identity and starts a session', async () => {
      const person = user();
      const result = await signIn(person, {}, '/cart');
      expect(result.outcome).toBe('created');
      expect(result.returnTo).toBe('/cart');
      const [customer] = await commerce.db.query<{
        email: string;
        first_name: string;
        last_name: string;
        name: string;
        email_verified_at: Date | null;
        password_hash: string;
      }>('SELECT email, first_name, last_name, name, email_verified_at, password_hash FROM customers WHERE id = $1', [
        result.customer.id,
      ]);
      expect(customer).toMatchObject({
        email: person.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        name: 'Ada Lovelace',
        password_hash: NO_PASSWORD,
      });
      expect(customer?.email_verified_at).not.toBeNull();
      expect(await identityRows(person.sub)).toEqual([
        { customer_id: result.customer.id, email: person.email, email_verified: true },
      ]);
      await expect(accounts.customers.authenticate(result.session.token)).resolves.toMatchObject({
        customerId: result.customer.id,
      });
      // No password opens the account made by the provider.
      await expectCommerceError(accounts.customers.login({ email: person.email, password: NO_PASSWORD }), {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('signs the same identity in again, even after the provider changed its e-mail', async () => {
      const person = user();
      const first = await signIn(person);
      const again = await signIn({ ...person, email: uniqueEmail('renamed'), email_verified: false });
      expect(again.outcome).toBe('signed_in');
      expect(again.customer.id).toBe(first.customer.id);
      expect(again.customer.email).toBe(person.email);
      expect(await identityRows(person.sub)).toHaveLength(1);
    });

    it('links a verified e-mail to the existing verified account (whatever the letter case)', async () => {
      const shopper = await verifiedCustomer(commerce.db, accounts);
      const person = user({ email: shopper.email.toUpperCase() });
      const result = await signIn(person);
      expect(result.outcome).toBe('linked');
      expect(result.customer.id).toBe(shopper.id);
      expect((await identityRows(person.sub))[0]?.customer_id).toBe(shopper.id);
      // The password still works too.
      await expect(
        accounts.customers.login({ email: shopper.email, password: shopper.password }),
      ).resolves.toMatchObject({ customer: { id: shopper.id } });
      expect(await oidc.identitiesOf(shopper.id)).toMatchObject([
        { provider: 'idp', name: 'Example ID', email: shopper.email.toUpperCase() },
      ]);
    });

    it('never links an e-mail the provider has not verified to an existing account', async () => {
      const shopper = await verifiedCustomer(commerce.db, accounts);
      for (const emailVerified of [false, undefined, 'false']) {
        const person = user({ email: shopper.email, email_verified: emailVerified as boolean | undefined });
        await expectCommerceError(signIn(person), { status: 403, code: 'OIDC_EMAIL_NOT_VERIFIED', field: 'email' });
        expect(await identityRows(person.sub)).toEqual([]);
      }
      const sessions = await commerce.db.query('SELECT 1 FROM sessions WHERE customer_id = $1', [shopper.id]);
      expect(sessions).toEqual([]);
    });

    it('does not create an account for an unverified address either, and asks for an e-mail when there is none', async () => {
      const unverified = user({ email_verified: false });
      await expectCommerceError(signIn(unverified), { status: 403, code: 'OIDC_EMAIL_NOT_VERIFIED', field: 'email' });
      expect(
        await commerce.db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [unverified.email]),
      ).toEqual([]);
      await expectCommerceError(signIn(user({ email: undefined })), {
        status: 422,
        code: 'OIDC_EMAIL_MISSING',
        field: 'email',
      });
    });

    it('finishing the same new sign-in twice at once makes one customer and one identity', async () => {
      const person = user();
      const starts = await Promise.all(
        [1, 2].map(() => oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip })),
      );
      const queries = starts.map((start) => provider.authorize(start.authorizationUrl, person));
      const results = await Promise.all(
        starts.map((start, i) =>
          oidc.complete({ provider: 'idp', query: queries[i], browserSecret: start.browserSecret }, { ip }),
        ),
      );
      expect(new Set(results.map((result) => result.customer.id)).size).toBe(1);
      expect(results.map((result) => result.outcome).sort()).toEqual(['created', 'signed_in']);
      expect(await identityRows(person.sub)).toHaveLength(1);
      expect(
        await commerce.db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [person.email]),
      ).toHaveLength(1);
    });

    it('reads the e-mail from userinfo when the id_token has none', async () => {
      const person = user();
      const result = await signIn(person, { emailOnlyInUserinfo: true });
      expect(result.outcome).toBe('created');
      expect(result.customer.email).toBe(person.email);
      const call = provider.requests.findLast((request) => request.url.endsWith('/userinfo'));
      expect(call?.headers.get('Authorization')).toMatch(/^Bearer [0-9a-f]{32}$/);
    });

    it('takes over an address someone signed up with but never verified, and the unproven password stops working', async () => {
      const email = uniqueEmail('squatted');
      const { customer } = await accounts.customers.register({ email, password: 'attacker knows this' });
      const result = await signIn(user({ email }));
      expect(result.outcome).toBe('linked');
      expect(result.customer.id).toBe(customer.id);
      const [row] = await commerce.db.query<{ password_hash: string; email_verified_at: Date | null }>(
        'SELECT password_hash, email_verified_at FROM customers WHERE id = $1',
        [customer.id],
      );
      expect(row?.password_hash).toBe(NO_PASSWORD);
      expect(row?.email_verified_at).not.toBeNull();
      await expectCommerceError(accounts.customers.login({ email, password: 'attacker knows this' }), {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
      const pending = await commerce.db.query(
        'SELECT 1 FROM customer_tokens WHERE customer_id = $1 AND used_at IS NULL',
        [customer.id],
      );
      expect(pending).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('uses a state once: the same callback replayed is refused', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const query = provider.authorize(start.authorizationUrl, user());
      await oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip });
      await expectCommerceError(oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip }), {
        status: 400,
        code: 'OIDC_STATE_INVALID',
        field: 'state',
      });
    });

    it('refuses a tampered or unknown state, and a callback in another browser (login CSRF)', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const person = user();
      const query = provider.authorize(start.authorizationUrl, person);
      const state = query.state ?? '';
      const tampered = { ...query, state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` };
      await expectCommerceError(
        oidc.complete({ provider: 'idp', query: tampered, browserSecret: start.browserSecret }, { ip }),
        {
          status: 400,
          code: 'OIDC_STATE_INVALID',
          field: 'state',
        },
      );
      await expectCommerceError(
        oidc.complete({ provider: 'idp', query: { code: query.code }, browserSecret: start.browserSecret }, { ip }),
        {
          status: 400,
          code: 'OIDC_STATE_INVALID',
          field: 'state',
        },
      );
      const attackerBrowser = (await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip })).browserSecret;
      for (const browserSecret of [attackerBrowser, null]) {
        await expectCommerceError(oidc.complete({ provider: 'idp', query, browserSecret }, { ip }), {
          status: 400,
          code: 'OIDC_STATE_INVALID',
          field: 'state',
        });
      }
      // Refused tries did not use the state up: the right browser still finishes.
      await expect(
        oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip }),
      ).resolves.toMatchObject({ outcome: 'created' });
    });

    it('refuses a state after its ten minutes', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const query = provider.authorize(start.authorizationUrl, user());
      const began = clock();
      clock.advance(10 * 60 + 1);
      try {
        await expectCommerceError(
          oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip }),
          { status: 400, code: 'OIDC_STATE_INVALID', field: 'state' },
        );
      } finally {
        clock.set(began);
      }
    });

    it('refuses a state started for another provider', async () => {
      await oidc.providers.save(provider.settings('twin', { display_name: 'Twin' }));
      const start = await oidc.begin({ provider: 'twin', redirectUri: REDIRECT }, { ip });
      const query = provider.authorize(start.authorizationUrl, user());
      await expectCommerceError(oidc.complete({ provider: 'idp', query, browserSecret: start.browserSecret }, { ip }), {
        status: 400,
        code: 'OIDC_STATE_INVALID',
        field: 'state',
      });
      await oidc.providers.setEnabled('twin', false);
    });

    it.each([
      ['a wrong nonce', { claims: { nonce: 'not-the-one-sent' } }],
      ['a signature by another key', { signWith: testKey('k-forged') }],
      ['a forged key under the published kid', { signWith: testKey('published?') }],
      ['a corrupted signature', { corruptSignature: true }],
      ['alg none', { header: { alg: 'none' } }],
      ['another issuer', { claims: { iss: 'https://evil.example' } }],
      ['another audience', { claims: { aud: 'another-client' } }],
      ['an expired token', { claims: { exp: 1 } }],
      ['nbf in the future', { claims: { nbf: 4_102_444_800 } }],
      ['an HMAC keyed with the published public key (algorithm confusion)', { idToken: hmacWithPublicKey }],
      [
        'a payload changed after signing',
        { idToken: (claims, key) => withPayload(signJwt(claims, key), { ...claims, sub: 'someone-else' }) },
      ],
      ['a kid the provider never published', { signWith: testKey('never-published') }],
      ['two parts only', { idToken: (claims, key) => signJwt(claims, key).split('.').slice(0, 2).join('.') }],
      ['parts that are not base64url', { idToken: () => '%%%.***.$$$' }],
      ['a huge token', { idToken: (claims, key) => signJwt({ ...claims, padding: 'x'.repeat(200_000) }, key) }],
      ['an empty token', { idToken: () => '' }],
    ] as [string, Tampering][])('refuses an id_token with %s, and nothing is written', async (_, tampering) => {
      const person = user();
      const customersBefore = await commerce.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM customers',
      );
      const sessionsBefore = await commerce.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions');
      const refusal = await expectCommerceError(signIn(person, tampering, '/cart'), {
        status: 401,
        code: 'OIDC_TOKEN_INVALID',
      });
      expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain('id_token rejected');
      expect((refusal as OidcRefusal).returnTo).toBe('/cart');
      expect(await identityRows(person.sub)).toEqual([]);
      expect(await commerce.db.query('SELECT count(*)::int AS count FROM customers')).toEqual(customersBefore);
      expect(await commerce.db.query('SELECT count(*)::int AS count FROM sessions')).toEqual(sessionsBefore);
    });

    it('fetches the key set once more for an unknown kid, then refuses; a flood of unknown kids fetches no more', async () => {
      const count = () => provider.requests.filter((request) => request.url.endsWith('/jwks')).length;
      clock.advance(61);
      const before = count();
      await expectCommerceError(signIn(user(), { signWith: testKey('unknown-1') }), {
        status: 401,
        code: 'OIDC_TOKEN_INVALID',
      });
      expect(count()).toBe(before + 1);
      for (const kid of ['unknown-2', 'unknown-3']) {
        await expectCommerceError(signIn(user(), { signWith: testKey(kid) }), {
          status: 401,
          code: 'OIDC_TOKEN_INVALID',
        });
      }
      expect(count()).toBe(before + 1);
      // The published key still works from the cached set.
      await expect(signIn(user())).resolves.toMatchObject({ outcome: 'created' });
      expect(count()).toBe(before + 1);
    });

    it('refuses a token answer without an id_token, or with an error, as a provider error', async () => {
      const strange = fakeProvider({ issuer: 'https://strange.example.test' });
      const service = createOidc(commerce.db, { clock, fetch: strange.fetch });
      await service.providers.save(strange.settings('strange'));
      const run = async (tampering: Tampering) => {
        const start = await service.begin({ provider: 'strange', redirectUri: REDIRECT }, { ip });
        const query = strange.authorize(start.authorizationUrl, user(), tampering);
        return service.complete({ provider: 'strange', query, browserSecret: start.browserSecret }, { ip });
      };
      const original = strange.fetch;
      for (const answer of [{ access_token: 'a', token_type: 'Bearer' }, { error: 'server_error' }, 'not json']) {
        const replaced: typeof original = async (input, init) =>
          input.endsWith('/token')
            ? new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              })
            : original(input, init);
        const other = createOidc(commerce.db, { clock, fetch: replaced });
        const start = await other.begin({ provider: 'strange', redirectUri: REDIRECT }, { ip });
        const query = strange.authorize(start.authorizationUrl, user());
        await expectCommerceError(
          other.complete({ provider: 'strange', query, browserSecret: start.browserSecret }, { ip }),
          { status: 502, code: 'OIDC_PROVIDER_ERROR' },
        );
      }
      await expect(run({})).resolves.toMatchObject({ outcome: 'created' });
    });

    it('turns the provider saying no into "cancelled" or a provider error, and uses up the state', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const state = new URL(start.authorizationUrl).searchParams.get('state') ?? '';
      const cancelled = await expectCommerceError(
        oidc.complete(
          { provider: 'idp', query: { state, error: 'access_denied' }, browserSecret: start.browserSecret },
          { ip },
        ),
        { status: 400, code: 'OIDC_SIGN_IN_CANCELLED' },
      );
      // The refusal remembers where the shopper was going (here the default).
      expect(cancelled).toBeInstanceOf(OidcRefusal);
      expect((cancelled as OidcRefusal).returnTo).toBe('/account');
      const other = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const otherState = new URL(other.authorizationUrl).searchParams.get('state') ?? '';
      await expectCommerceError(
        oidc.complete(
          { provider: 'idp', query: { state: otherState, error: 'server_error' }, browserSecret: other.browserSecret },
          { ip },
        ),
        { status: 502, code: 'OIDC_PROVIDER_ERROR' },
      );
      await expectCommerceError(
        oidc.complete({ provider: 'idp', query: { state, code: 'x' }, browserSecret: start.browserSecret }, { ip }),
        { status: 400, code: 'OIDC_STATE_INVALID', field: 'state' },
      );
    });

    it('refuses a code the token endpoint does not accept (PKCE or a replayed code) as a provider error', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const query = provider.authorize(start.authorizationUrl, user());
      const stolen = { ...query, code: 'made-up-code' };
      await expectCommerceError(
        oidc.complete({ provider: 'idp', query: stolen, browserSecret: start.browserSecret }, { ip }),
        { status: 502, code: 'OIDC_PROVIDER_ERROR' },
      );
    });

    it('refuses an answer naming another issuer (RFC 9207 mix-up defence) and accepts its own', async () => {
      const start = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const query = provider.authorize(start.authorizationUrl, user());
      await expectCommerceError(
        oidc.complete(
          { provider: 'idp', query: { ...query, iss: 'https://evil.example' }, browserSecret: start.browserSecret },
          { ip },
        ),
        { status: 502, code: 'OIDC_PROVIDER_ERROR' },
      );
      const again = await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
      const answer = {
        ...provider.authorize(again.authorizationUrl, user()),
        iss: provider.issuer,
        session_state: 'ignored',
      };
      await expect(
        oidc.complete({ provider: 'idp', query: answer, browserSecret: again.browserSecret }, { ip }),
      ).resolves.toMatchObject({ outcome: 'created' });
    });

    it('refuses an answer without iss from a provider that promises to always send it', async () => {
      const strict = fakeProvider({ issuer: 'https://strict.example.test' });
      strict.overrideDiscovery({ authorization_response_iss_parameter_supported: true });
      const service = createOidc(commerce.db, { clock, fetch: strict.fetch });
      await service.providers.save(strict.settings('strict'));
      const run = async (withIss: boolean) => {
        const start = await service.begin({ provider: 'strict', redirectUri: REDIRECT }, { ip });
        const query = {
          ...strict.authorize(start.authorizationUrl, user()),
          ...(withIss ? { iss: strict.issuer } : {}),
        };
        return service.complete({ provider: 'strict', query, browserSecret: start.browserSecret }, { ip });
      };
      await expectCommerceError(run(false), { status: 502, code: 'OIDC_PROVIDER_ERROR' });
      await expect(run(true)).resolves.toMatchObject({ outcome: 'created' });
    });

    it('limits sign-ins per client address', async () => {
      const busy = `10.9.9.${ipCounter}`;
      for (let i = 0; i < OIDC_RATE_LIMIT.limit; i += 1)
        await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip: busy });
      await expectCommerceError(oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip: busy }), {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
      });
    });
  });

  describe('provider keys and discovery', () => {
    it('authenticates to the token endpoint with client_secret_basic, sending the PKCE verifier', async () => {
      await signIn(user());
      const call = provider.requests.findLast((request) => request.url.endsWith('/token'));
      expect(call?.method).toBe('POST');
      // RFC 6749 2.3.1: each part is form-encoded before base64 (the library also escapes `-`, `.`, `_` and `~`).
      const basic = call?.headers.get('Authorization') ?? '';
      expect(basic).toMatch(/^Basic [A-Za-z0-9+/]+=*$/);
      const credentials = Buffer.from(basic.slice('Basic '.length), 'base64').toString().split(':');
      expect(credentials.map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))).toEqual([
        provider.clientId,
        provider.clientSecret,
      ]);
      const form = new URLSearchParams(call?.body);
      expect(form.get('grant_type')).toBe('authorization_code');
      expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(form.get('client_secret')).toBeNull();
    });

    it('uses client_secret_post when the provider supports only that', async () => {
      const postOnly = fakeProvider({ issuer: 'https://post.example.test', authMethods: ['client_secret_post'] });
      const service = createOidc(commerce.db, { clock, fetch: postOnly.fetch });
      await service.providers.save(postOnly.settings('post-only'));
      const start = await service.begin({ provider: 'post-only', redirectUri: REDIRECT }, { ip });
      const query = postOnly.authorize(start.authorizationUrl, user());
      await expect(
        service.complete({ provider: 'post-only', query, browserSecret: start.browserSecret }, { ip }),
      ).resolves.toMatchObject({ outcome: 'created' });
      const call = postOnly.requests.findLast((request) => request.url.endsWith('/token'));
      expect(call?.headers.get('Authorization')).toBeNull();
      expect(new URLSearchParams(call?.body).get('client_secret')).toBe(postOnly.clientSecret);
    });

    it('fetches discovery once, and the key set again when the provider rotates its key', async () => {
      const rotating = fakeProvider({ issuer: 'https://rotating.example.test' });
      const service = createOidc(commerce.db, { clock, fetch: rotating.fetch });
      await service.providers.save(rotating.settings('rotating'));
      const run = async () => {
        const start = await service.begin({ provider: 'rotating', redirectUri: REDIRECT }, { ip });
        return service.complete(
          {
            provider: 'rotating',
            query: rotating.authorize(start.authorizationUrl, user()),
            browserSecret: start.browserSecret,
          },
          { ip },
        );
      };
      await run();
      await run();
      const count = (path: string) => rotating.requests.filter((request) => request.url.endsWith(path)).length;
      expect(count('/.well-known/openid-configuration')).toBe(1);
      expect(count('/jwks')).toBe(1);
      rotating.rotateKey(false);
      clock.advance(61);
      await expect(run()).resolves.toMatchObject({ outcome: 'created' });
      expect(count('/jwks')).toBe(2);
    });

    it('refuses a provider whose discovery names another issuer, or that does not answer', async () => {
      const liar = fakeProvider({ issuer: 'https://liar.example.test' });
      liar.overrideDiscovery({ issuer: 'https://someone-else.example' });
      const service = createOidc(commerce.db, { clock, fetch: liar.fetch });
      await service.providers.save(liar.settings('liar'));
      await expectCommerceError(service.begin({ provider: 'liar', redirectUri: REDIRECT }, { ip }), {
        status: 502,
        code: 'OIDC_PROVIDER_ERROR',
      });
      await service.providers.save({ ...liar.settings('gone'), issuer: 'https://gone.example.test' });
      await expectCommerceError(service.begin({ provider: 'gone', redirectUri: REDIRECT }, { ip }), {
        status: 502,
        code: 'OIDC_PROVIDER_ERROR',
      });
    });
  });

  it('prunes used and expired sign-in states', async () => {
    await oidc.begin({ provider: 'idp', redirectUri: REDIRECT }, { ip });
    const began = clock();
    clock.advance(11 * 60);
    try {
      expect(await oidc.prune()).toBeGreaterThan(0);
      expect(
        await commerce.db.query('SELECT 1 FROM oidc_login_states WHERE expires_at <= $1', [clock().toISOString()]),
      ).toEqual([]);
    } finally {
      clock.set(began);
    }
  });
});
