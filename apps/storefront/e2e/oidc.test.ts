import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { startLocalProvider, type LocalProvider } from './oidc-provider';
import { baseURL, hydrated, mailedToken, openShopper, PHONE, uniqueEmail, url } from './shop';

/**
 * Social sign-in against a local OpenID provider started here: the provider
 * is registered in the store's database (as a merchant would), the shopper
 * clicks "Continue with Local ID", signs in at the provider and comes back
 * signed in; refusals (tampered state, forged signature, cancel) sign no one in.
 */
describe('social sign-in (OpenID Connect)', () => {
  let browser: Browser;
  let provider: LocalProvider;
  const slug = `local-${Date.now().toString(36)}`;

  beforeAll(async () => {
    provider = await startLocalProvider();
    // The merchant's configuration lives in the database and is read on each request: no restart.
    await dbQuery(
      `INSERT INTO oidc_providers (slug, display_name, issuer, client_id, client_secret, enabled) VALUES ($1, $2, $3, $4, $5, true)`,
      [slug, 'Local ID', provider.issuer, provider.clientId, provider.clientSecret],
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await closeDb();
  });

  /** Fills the provider's sign-in form and submits it (or cancels). */
  async function signInAtProvider(
    page: Page,
    email: string,
    options: { name?: string; verified?: boolean; cancel?: boolean } = {},
  ) {
    await page.waitForURL((address) => address.origin === provider.issuer && address.pathname === '/authorize');
    if (options.cancel) {
      await page.getByRole('button', { name: 'Cancel' }).click();
      return;
    }
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Name').fill(options.name ?? 'Grace Hopper');
    if (options.verified === false) await page.getByLabel('E-mail verified').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  const identityOf = (email: string) =>
    dbQuery<{ customer_id: number; email: string; email_verified: boolean; slug: string }>(
      `SELECT i.customer_id, i.email, i.email_verified, p.slug FROM customer_identities i
       JOIN oidc_providers p ON p.id = i.provider_id WHERE i.subject = $1`,
      [provider.subjectFor(email)],
    );

  const sessionsOf = (customerId: number) =>
    dbQuery<{ count: number }>(
      'SELECT count(*)::int AS count FROM sessions WHERE customer_id = $1 AND expires_at > now()',
      [customerId],
    );

  it('a new shopper continues with the provider from the sign-in page and is signed in to a new, verified account', async () => {
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    const email = uniqueEmail('oidc-new');
    await page.goto(url('/account/login'));
    await hydrated(page);
    const button = page.getByRole('link', { name: 'Continue with Local ID' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.getAttribute('href')).toBe(`/account/oidc/${slug}`);
    await button.click();
    await signInAtProvider(page, email, { name: 'Grace Hopper' });
    await page.waitForURL((address) => address.origin === baseURL && address.pathname === '/account');

    // What the store asked the provider for: code flow with PKCE S256, state and nonce, back to its callback.
    const asked = provider.authorizations.at(-1);
    expect(asked).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${baseURL}/account/oidc/${slug}/callback`,
      code_challenge_method: 'S256',
    });
    expect(provider.tokenRequests.at(-1)?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signed in: the session cookie is HttpOnly and the account API knows the shopper.
    const cookies = await context.cookies(baseURL);
    const session = cookies.find((cookie) => cookie.name === 'vitrine_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const info = await page.request.get(url('/api/store/account/info'));
    expect(info.status()).toBe(200);
    expect((await info.json()) as { email: string }).toMatchObject({ email });

    // The database: a verified customer made from the provider's claims, the identity linked to it, a live session,
    // and the sign-in state used up.
    const [customer] = await dbQuery<{
      id: number;
      first_name: string;
      last_name: string;
      verified: boolean;
      password_hash: string;
    }>(
      'SELECT id, first_name, last_name, email_verified_at IS NOT NULL AS verified, password_hash FROM customers WHERE lower(email) = lower($1)',
      [email],
    );
    expect(customer).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', verified: true });
    expect(customer?.password_hash).not.toMatch(/^scrypt/);
    expect(await identityOf(email)).toEqual([{ customer_id: customer?.id, email, email_verified: true, slug }]);
    expect((await sessionsOf(customer!.id))[0]?.count).toBe(1);
    const states = await dbQuery<{ used: boolean; return_to: string }>(
      `SELECT used_at IS NOT NULL AS used, return_to FROM oidc_login_states s JOIN oidc_providers p ON p.id = s.provider_id
       WHERE p.slug = $1 ORDER BY s.id DESC LIMIT 1`,
      [slug],
    );
    expect(states).toEqual([{ used: true, return_to: '/account' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an existing customer is linked by verified e-mail and comes back to the page they were sent from', async () => {
    const email = uniqueEmail('oidc-existing');
    const api = (path: string, body: unknown) =>
      fetch(url(`/api/store/account/${path}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await api('register', { email, password: 'a long enough password' })).status).toBe(201);
    expect((await api('verify', { token: await mailedToken(email) })).status).toBe(200);
    const [before] = await dbQuery<{ id: number }>('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);

    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/account/login?return_to=%2Fcart'));
    await hydrated(page);
    const button = page.getByRole('link', { name: 'Continue with Local ID' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.getAttribute('href')).toBe(`/account/oidc/${slug}?return_to=%2Fcart`);
    await button.click();
    await signInAtProvider(page, email.toUpperCase());
    await page.waitForURL((address) => address.origin === baseURL && address.pathname === '/cart');

    const customers = await dbQuery<{ id: number }>('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);
    expect(customers).toEqual([{ id: before!.id }]);
    expect((await identityOf(email.toUpperCase())).map((row) => row.customer_id)).toEqual([before!.id]);
    expect((await sessionsOf(before!.id))[0]?.count).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the sign-in page offers the chooser, the chooser starts the sign-in', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false });
    const email = uniqueEmail('oidc-nojs');
    await page.goto(url('/account/login?return_to=%2Faccount%2Forders'));
    await page.getByRole('link', { name: 'Other ways to sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/account/oidc');
    await page.getByRole('link', { name: 'Continue with Local ID' }).click();
    await signInAtProvider(page, email);
    await page.waitForURL((address) => address.origin === baseURL && address.pathname === '/account/orders');
    const [identity] = await identityOf(email);
    expect(identity?.slug).toBe(slug);
    expect((await sessionsOf(identity!.customer_id))[0]?.count).toBe(1);
    await context.close();
  });

  it('refuses a tampered state with a translated page (Hebrew, right-to-left), and the untouched answer still works', async () => {
    const { context, page } = await openShopper(browser);
    const email = uniqueEmail('oidc-tampered');
    let callback = '';
    // Hold the provider's answer (its redirect back to the store) instead of following it.
    const isProviderPost = (address: URL) => address.origin === provider.issuer && address.pathname === '/authorize';
    await context.route(isProviderPost, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      callback = answer.headers().location ?? '';
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'held' });
    });
    await page.goto(url(`/account/oidc/${slug}`));
    await signInAtProvider(page, email);
    await expect.poll(() => callback).toContain(`${baseURL}/account/oidc/${slug}/callback?`);
    await context.unroute(isProviderPost);

    const tampered = new URL(callback);
    const state = tampered.searchParams.get('state') ?? '';
    tampered.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('xx') ? 'yy' : 'xx'}`);
    tampered.searchParams.set('locale', 'he-IL');
    const refused = await page.goto(tampered.toString());
    expect(refused?.status()).toBe(400);
    expect(refused?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const alert = page.locator('[data-testid="oidc-error"] [role="alert"]');
    expect(await alert.getAttribute('data-code')).toBe('OIDC_STATE_INVALID');
    expect(await alert.textContent()).toBe('הכניסה נמשכה זמן רב מדי או שכבר נעשה בה שימוש. נא להתחיל מחדש.');
    expect(await identityOf(email)).toEqual([]);
    expect(await dbQuery('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [email])).toEqual([]);

    // The real answer was not used up by the forged one; replaying it afterwards, even with this
    // browser's cookie, is refused: the state is single-use.
    const browserCookie = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_oidc');
    expect(browserCookie?.httpOnly).toBe(true);
    expect(browserCookie?.path).toBe('/account/oidc');
    await page.goto(callback);
    await page.waitForURL((address) => address.pathname === '/account');
    expect(await identityOf(email)).toHaveLength(1);
    const replay = await browser.newContext();
    await replay.addCookies([browserCookie!]);
    const again = await (await replay.newPage()).goto(callback);
    expect(again?.status()).toBe(400);
    expect(
      await dbQuery('SELECT 1 FROM sessions WHERE customer_id = $1', [(await identityOf(email))[0]?.customer_id]),
    ).toHaveLength(1);
    await replay.close();
    await context.close();
  });

  it('refuses an id_token with a forged signature or a wrong nonce: no account, no session', async () => {
    for (const misbehave of ['forged-signature', 'wrong-nonce'] as const) {
      provider.misbehave = misbehave;
      const { context, page } = await openShopper(browser);
      const email = uniqueEmail(`oidc-${misbehave}`);
      try {
        await page.goto(url(`/account/oidc/${slug}`));
        const answer = page.waitForResponse((response) => response.url().includes('/callback'));
        await signInAtProvider(page, email);
        expect((await answer).status()).toBe(401);
        const alert = page.locator('[data-testid="oidc-error"] [role="alert"]');
        expect(await alert.getAttribute('data-code')).toBe('OIDC_TOKEN_INVALID');
        expect(await alert.textContent()).toBe(
          'We could not confirm your identity with the sign-in service. Please try again.',
        );
        expect(await page.getByRole('link', { name: 'Try again with Local ID' }).getAttribute('href')).toBe(
          `/account/oidc/${slug}`,
        );
        expect((await context.cookies(baseURL)).some((cookie) => cookie.name === 'vitrine_session')).toBe(false);
        expect(await identityOf(email)).toEqual([]);
        expect(await dbQuery('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [email])).toEqual([]);
      } finally {
        provider.misbehave = null;
        await context.close();
      }
    }
  });

  it('an unverified e-mail never reaches an existing account, and cancelling at the provider says so', async () => {
    const email = uniqueEmail('oidc-victim');
    const api = (path: string, body: unknown) =>
      fetch(url(`/api/store/account/${path}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await api('register', { email, password: 'a long enough password' })).status).toBe(201);
    expect((await api('verify', { token: await mailedToken(email) })).status).toBe(200);
    const [victim] = await dbQuery<{ id: number }>('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);

    const { context, page } = await openShopper(browser);
    await page.goto(url(`/account/oidc/${slug}`));
    // Another account at the provider claims the address without having verified it.
    await page.waitForURL((address) => address.origin === provider.issuer);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Account number (optional)').fill(`intruder-${Date.now()}`);
    await page.getByLabel('E-mail verified').uncheck();
    const answer = page.waitForResponse((response) => response.url().includes('/callback'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(403);
    const alert = page.locator('[data-testid="oidc-error"] [role="alert"]');
    expect(await alert.getAttribute('data-code')).toBe('OIDC_EMAIL_NOT_VERIFIED');
    expect((await context.cookies(baseURL)).some((cookie) => cookie.name === 'vitrine_session')).toBe(false);
    expect(await dbQuery('SELECT 1 FROM customer_identities WHERE customer_id = $1', [victim!.id])).toEqual([]);
    expect((await sessionsOf(victim!.id))[0]?.count).toBe(0);

    // Cancelling at the provider: the page says so and both ways forward lead back to where the shopper was going.
    await page.goto(url(`/account/oidc/${slug}?return_to=%2Fcart`));
    const cancelled = page.waitForResponse((response) => response.url().includes('/callback'));
    await signInAtProvider(page, 'unused@example.com', { cancel: true });
    expect((await cancelled).status()).toBe(400);
    expect(await page.locator('[data-testid="oidc-error"] [role="alert"]').getAttribute('data-code')).toBe(
      'OIDC_SIGN_IN_CANCELLED',
    );
    expect(await page.getByRole('link', { name: 'Try again with Local ID' }).getAttribute('href')).toBe(
      `/account/oidc/${slug}?return_to=%2Fcart`,
    );
    expect(await page.getByRole('link', { name: 'Sign in with e-mail and password' }).getAttribute('href')).toBe(
      '/account/login?return_to=%2Fcart',
    );
    const [cancelledState] = await dbQuery<{ used: boolean; return_to: string }>(
      `SELECT s.used_at IS NOT NULL AS used, s.return_to FROM oidc_login_states s JOIN oidc_providers p ON p.id = s.provider_id
       WHERE p.slug = $1 ORDER BY s.id DESC LIMIT 1`,
      [slug],
    );
    expect(cancelledState).toEqual({ used: true, return_to: '/cart' });
    await context.close();
  });
});
