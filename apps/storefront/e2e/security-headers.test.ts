import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAnalyticsSetting, startCollector, type Collector } from './analytics.helpers';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { startStorefront, type StartedStorefront } from './global-setup';
import { hydrated, openShopper, simpleProduct, url } from './shop';

/**
 * The security headers of every answer, the Content-Security-Policy with a
 * nonce per answer, and the pages working under it in Chromium: no violation
 * on the shop's pages, with the analytics networks the store configured.
 */

const PIXELS = {
  ga4_measurement_id: 'G-SECURITY1',
  meta_pixel_id: '7654321',
  tiktok_pixel_id: 'TTSECURITY1',
  pinterest_tag_id: '2612345678901',
};

let browser: Browser;
let collector: Collector;

beforeAll(async () => {
  browser = await launchBrowser();
  collector = await startCollector();
});
afterAll(async () => {
  await dbQuery(`DELETE FROM store_settings WHERE name = 'analytics'`);
  await collector?.close();
  await browser?.close();
  await closeDb();
});

/** The CSP's directives by name. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  return Object.fromEntries(
    csp!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** Records CSP violations and console errors from before the page's first script, on every page of the tab. */
async function watchViolations(page: Page): Promise<{ violations: string[]; consoleErrors: string[] }> {
  const seen = { violations: [] as string[], consoleErrors: [] as string[] };
  await page.exposeFunction('__cspViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.consoleErrors.push(message.text());
  });
  return seen;
}

describe('security headers', () => {
  it('every page and API answer carries them; each page has its own nonce on every inline script; no HSTS over plain http', async () => {
    const first = await fetch(url('/'));
    const second = await fetch(url('/'));
    for (const response of [first, second]) {
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
    const csp = directives(first.headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    const nonce = csp['script-src']!.find((value) => value.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(directives(second.headers.get('Content-Security-Policy'))['script-src']).not.toContain(`'nonce-${nonce}'`);
    // No analytics configured: no outside script host.
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      (match) => !/type="application\/(ld\+)?json"/.test(match[1]!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);

    for (const path of ['/api/store/cart', '/api/store/products?page_size=1']) {
      const api = await fetch(url(path));
      expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(directives(api.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('over TLS at a trusted proxy: HSTS, upgrade-insecure-requests and a Secure cart cookie (plain over http)', async () => {
    const tls = { 'X-Forwarded-Proto': 'https' };
    const page = await fetch(url('/'), { headers: tls });
    expect(page.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    expect(directives(page.headers.get('Content-Security-Policy'))['upgrade-insecure-requests']).toEqual([]);
    const product = await simpleProduct(1);
    const added = await fetch(url('/api/store/cart'), {
      method: 'POST',
      headers: { ...tls, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant_id: product.variants[0]!.ID, quantity: 1 }),
    });
    expect(added.headers.getSetCookie().find((c) => c.startsWith('vitrine_cart='))).toMatch(/; Secure/);
    const plain = await fetch(url('/api/store/cart'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant_id: product.variants[0]!.ID, quantity: 1 }),
    });
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('vitrine_cart='))).not.toMatch(/Secure/);
  });

  it('allows exactly the configured analytics hosts and the relay', async () => {
    await setAnalyticsSetting({ ga4_measurement_id: 'G-ONLY1', relay_endpoint: collector.endpoint });
    const csp = directives((await fetch(url('/'))).headers.get('Content-Security-Policy'));
    expect(csp['script-src']!.slice(2)).toEqual(['https://www.googletagmanager.com']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      new URL(collector.endpoint).origin,
    ]);
    expect(JSON.stringify(csp)).not.toMatch(/facebook|tiktok|pinimg|pinterest/);
    await setAnalyticsSetting({ ...PIXELS, relay_endpoint: collector.endpoint });
    const all = directives((await fetch(url('/'))).headers.get('Content-Security-Policy'));
    expect(all['script-src']!.slice(2)).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://s.pinimg.com',
    ]);
  });

  it('Chromium: home, product, cart, checkout and account pages run under the policy with analytics consent; an inline script without the nonce is blocked', async () => {
    await setAnalyticsSetting({ ...PIXELS, relay_endpoint: collector.endpoint });
    const product = await simpleProduct(3);
    const { context, page, errors } = await openShopper(browser);
    // An opt-in country: the consent banner asks first. The networks' scripts are not reachable from a test.
    await context.setExtraHTTPHeaders({ 'x-country-code': 'DE' });
    await context.route(/googletagmanager|facebook|tiktok|pinimg|pinterest/, (route) => route.abort());
    const seen = await watchViolations(page);

    await page.goto(url('/'));
    await hydrated(page);
    const banner = page.getByTestId('cookie-consent');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => collector.events.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const path of ['/cart', '/checkouts/contact_information', '/account/login', '/search?q=linen']) {
      await page.goto(url(path));
      await hydrated(page);
    }
    // Client-side navigation and the network scripts the adapters add after consent.
    await page.goto(url('/'));
    await hydrated(page);
    await page.locator(`a[href="/products/${product.handle}"]`).first().click();
    await page.waitForURL(`**/products/${product.handle}`);
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('script[id^="vitrine-"]').length))
      .toBeGreaterThan(0);
    expect(seen.violations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(errors).toEqual([]);

    // An injected inline script without the nonce does not run, and is reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
    });
    await expect.poll(() => seen.violations.length).toBe(1);
    expect(seen.violations[0]).toMatch(/^script-src(-elem)? inline/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await context.close();
  });
});

describe('with TRUST_PROXY unset (the default)', () => {
  let shop: StartedStorefront;
  beforeAll(async () => {
    shop = await startStorefront({ env: { TRUST_PROXY: '' } });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('no client picks its address or gets HSTS by header; a proxy saying https still gets Secure cookies', async () => {
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.77' };
    const page = await fetch(`${shop.baseURL}/`, { headers });
    expect(page.headers.get('Strict-Transport-Security')).toBeNull();
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const list = (await (await fetch(`${shop.baseURL}/api/store/products?page_size=100`)).json()) as {
      products: { handle: string; available: boolean }[];
    };
    const { product } = (await (
      await fetch(`${shop.baseURL}/api/store/products/${list.products.find((p) => p.available)!.handle}`)
    ).json()) as {
      product: { variants: { ID: number; available: number }[] };
    };
    const variant = product.variants.find((v) => v.available > 0)!;
    const added = await fetch(`${shop.baseURL}/api/store/cart`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant_id: variant.ID, quantity: 1 }),
    });
    expect(added.headers.getSetCookie().find((c) => c.startsWith('vitrine_cart='))).toMatch(/; Secure/);
    // The address the client claimed is not believed: the new cart counted against the connection's own address.
    const stored = (address: string) =>
      `cart-create:${createHash('sha256').update(`cart-create:ip:${address}`).digest('base64url')}`;
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ key: string; count: number }>(
        'SELECT key, count FROM rate_limits WHERE key LIKE $1',
        ['cart-create:%'],
      );
      expect(rows).toEqual([{ key: stored('127.0.0.1'), count: 1 }]);
      expect(rows.map((row) => row.key)).not.toContain(stored('203.0.113.77'));
    } finally {
      await db.end();
    }
  });
});
