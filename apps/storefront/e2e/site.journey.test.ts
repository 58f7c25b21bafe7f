import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAnalyticsSetting, startCollector } from './analytics.helpers';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { hydrated, openShopper, recordLayoutShifts, simpleProduct, url } from './shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await dbQuery(`DELETE FROM store_settings`);
  await browser?.close();
  await closeDb();
});

/** Every stylesheet the page links, with its text. */
async function stylesheetsOf(page: Page): Promise<{ href: string; theme: string | null; text: string }[]> {
  const links = await page.$$eval('link[rel="stylesheet"]', (nodes) =>
    nodes.map((node) => ({ href: (node as HTMLLinkElement).href, theme: node.getAttribute('data-site-theme') })),
  );
  return Promise.all(links.map(async (link) => ({ ...link, text: await (await fetch(link.href)).text() })));
}

/** How many stylesheets define the theme contract's surface colour: one per theme loaded. */
const themeDefinitions = (sheets: { text: string }[]) =>
  sheets.reduce((sum, sheet) => sum + (sheet.text.match(/--vt-color-surface:/g)?.length ?? 0), 0);

describe('theme', () => {
  it('renders the merchant’s theme from the store setting, with only its stylesheet', async () => {
    await dbQuery(
      `INSERT INTO store_settings (name, value) VALUES ('theme', '{"name":"venue"}') ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    );
    const { context, page } = await openShopper(browser);
    await page.goto(url('/'));
    expect(await page.getAttribute('html', 'data-theme')).toBe('venue');
    const sheets = await stylesheetsOf(page);
    expect(sheets.filter((s) => s.theme).map((s) => s.theme)).toEqual(['venue']);
    expect(themeDefinitions(sheets)).toBe(1);
    const themeClass = await page.getAttribute('html', 'class');
    expect(sheets.find((s) => s.theme === 'venue')!.text).toContain(`.${themeClass}{`);
    await context.close();
    const [row] = await dbQuery<{ value: { name: string } }>(`SELECT value FROM store_settings WHERE name = 'theme'`);
    expect(row!.value.name).toBe('venue');
    await dbQuery(`DELETE FROM store_settings WHERE name = 'theme'`);
  });

  it('previews another theme from ?preview_theme= (cookie), shows the banner and leaves without JavaScript', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false });
    await page.goto(url('/?preview_theme=vogue'));
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getAttribute('html', 'data-theme')).toBe('vogue');
    const sheets = await stylesheetsOf(page);
    expect(sheets.filter((s) => s.theme).map((s) => s.theme)).toEqual(['vogue']);
    expect(themeDefinitions(sheets)).toBe(1);
    expect(sheets.map((s) => s.text).join('')).not.toContain('--vt-color-surface:#ffffff');
    const cookie = (await context.cookies()).find((c) => c.name === 'vitrine_preview_theme');
    expect(cookie?.value).toBe('vogue');
    expect(cookie?.httpOnly).toBe(true);

    // Another page keeps the preview; the banner says so.
    await page.goto(url('/cart'));
    expect(await page.getAttribute('html', 'data-theme')).toBe('vogue');
    const banner = page.getByTestId('theme-preview');
    expect(await banner.textContent()).toContain('Vogue');
    await Promise.all([page.waitForURL('**/cart'), banner.getByRole('button').click()]);
    expect(await page.getAttribute('html', 'data-theme')).toBe('default');
    expect(await page.getByTestId('theme-preview').count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'vitrine_preview_theme')).toBeUndefined();
    const rows = await dbQuery(`SELECT 1 FROM store_settings WHERE name = 'theme'`);
    expect(rows).toHaveLength(0);
    await context.close();

    // With JavaScript, the banner is styled from the first paint (its code comes later): nothing moves.
    const shopper = await openShopper(browser, { viewport: { width: 1280, height: 900 } });
    await recordLayoutShifts(shopper.page);
    await shopper.page.goto(url('/?preview_theme=vogue'));
    await hydrated(shopper.page);
    await shopper.page.waitForLoadState('networkidle');
    expect(await shopper.page.getByTestId('theme-preview').evaluate((banner) => getComputedStyle(banner).display)).toBe(
      'flex',
    );
    expect(await shopper.page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThanOrEqual(
      0.01,
    );
    await shopper.context.close();
  });
});

/** The cart the browser's cart cookie names, read from the database. */
async function cartRows(token: string | undefined) {
  expect(token, 'cart cookie').toBeTruthy();
  return dbQuery<{ currency: string; quantity: number; price: number; variant_id: number }>(
    `SELECT c.currency, l.quantity, v.price, v.id AS variant_id FROM carts c
     JOIN cart_lines l ON l.cart_id = c.id JOIN variants v ON v.id = l.variant_id
     WHERE c.token_hash = encode(sha256(convert_to($1::text, 'UTF8')), 'hex')`,
    [token],
  );
}

/** The header's currency form (the menu drawer holds a second one for phones). */
const headerCurrency = (page: Page) => page.locator('header [data-testid="currency-form"]');

describe('currency selector (spec 2: Auto entry, only currencies with a rate, 300 ms list animation)', () => {
  it('switches without JavaScript: the server renders the next page in euros; the cart stays in dollars', async () => {
    const product = await simpleProduct();
    const { context, page } = await openShopper(browser, { javaScript: false });
    await page.goto(url(`/products/${product.handle}`));
    expect(await page.locator('main').textContent()).toContain('$');

    const form = headerCurrency(page);
    // A disclosure of submit buttons: the browser opens it and posts the one pressed.
    await form.locator('summary').click();
    const { rates } = (await (await fetch(url('/api/store/exchanges'))).json()) as { rates: Record<string, number> };
    const offered = await form
      .locator('button[name="currency"]')
      .evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).value));
    expect(offered[0]).toBe('AUTO');
    for (const code of offered.slice(1)) expect(rates[code], `${code} has a rate`).toBeGreaterThan(0);
    // The post answers with the same address, so wait for the next page's load (a URL wait is met at once by the old one).
    await Promise.all([page.waitForEvent('load'), form.locator('button[value="EUR"]').click()]);
    expect(new URL(page.url()).pathname).toBe(`/products/${product.handle}`);
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('EUR');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('€');
    expect(main).not.toMatch(/\$\d/);
    expect(await headerCurrency(page).locator('summary').getAttribute('aria-label')).toBe('Currency: EUR');

    // The HTML itself (no script ran) is in euros on the next request.
    const html = await (
      await fetch(url(`/products/${product.handle}`), { headers: { cookie: 'currency=EUR' } })
    ).text();
    expect(html).toContain('€');

    // Without JavaScript the form posts and the answer leads to the cart: wait for that page, not the product page's load.
    await Promise.all([page.waitForURL('**/cart'), page.getByTestId('add-to-cart').click()]);
    const token = (await context.cookies()).find((c) => c.name === 'vitrine_cart')?.value;
    const rows = await cartRows(token);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.currency.trim()).toBe('USD');
    expect(rows[0]!.price).toBe(product.variants[0]!.price);
    await context.close();
  });

  it('switches with JavaScript in place, opening its list in 300 ms, without moving the header; the server then renders the new currency', async () => {
    const product = await simpleProduct();
    const { context, page, errors } = await openShopper(browser);
    await recordHeaderShifts(page);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    const trigger = headerCurrency(page).locator('summary');
    const now = () => page.evaluate(() => performance.now());
    // The switch answers the shopper's click: what it changes while the new prices come in is not a shift,
    // however long the answer takes (the browser's own rule forgives 500 ms only, which a busy machine exceeds).
    const switchStarted = await now();
    await trigger.click();
    const list = headerCurrency(page).getByRole('group', { name: 'Show prices in' });
    expect(await list.evaluate((node) => getComputedStyle(node).animationDuration)).toBe('0.3s');
    await list.getByRole('button', { name: /^GBP/ }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('£');
    await expect.poll(() => trigger.getAttribute('aria-label')).toBe('Currency: GBP');
    const switchEnded = await now();
    // Chosen in place: no page load, the list closed, focus back on its button.
    expect(new URL(page.url()).pathname).toBe(`/products/${product.handle}`);
    expect(await trigger.getAttribute('aria-label')).toBe('Currency: GBP');
    expect(await trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('GBP');
    expect(await page.evaluate(() => localStorage.getItem('pricetype'))).toBe('GBP');
    // Loading and hydrating moved nothing in the header, and nothing moved it once the switch was done.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    const shifts = await page.evaluate(() => (window as unknown as { __headerShifts: number[] }).__headerShifts);
    expect(shifts.filter((at) => at < switchStarted || at > switchEnded)).toEqual([]);

    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('£');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a cart in yen alike in the drawer and on /cart, says the charge is in dollars, and tells dollars apart', async () => {
    const product = await simpleProduct();
    const { context, page, errors } = await openShopper(browser);
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'CH' });
    await page.goto(url('/?preview_theme=default'));
    await page.evaluate(() => localStorage.setItem('pricetype', 'JPY'));
    await page.request.post(url('/api/store/cart'), { data: { variant_id: product.variants[0]!.ID, quantity: 1 } });
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    // A Swiss visitor: the store has no CHF rate, so Auto names the currency prices are really in.
    await headerCurrency(page).locator('summary').click();
    const list = headerCurrency(page).getByRole('group', { name: 'Show prices in' });
    await expect.poll(() => list.getByRole('button', { name: /^Auto/ }).textContent()).toBe('Auto (CH · USD)');
    await page.keyboard.press('Escape');

    await page.getByTestId('cart-link').click();
    const drawer = page.getByRole('dialog', { name: /Your cart/ });
    await drawer.waitFor();
    const drawerTotal = (await drawer.locator('footer').textContent()) ?? '';
    expect(drawerTotal).toMatch(/¥[\d,]+/);
    await expect.poll(() => drawer.getByTestId('charged-in').textContent()).toBe('You will be charged in USD.');
    await page.keyboard.press('Escape');

    await page.goto(url('/cart'));
    await hydrated(page);
    const cartTotal = await page.getByTestId('cart-subtotal').textContent();
    expect(drawerTotal).toContain(cartTotal!.trim());
    expect(await page.getByTestId('charged-in').textContent()).toBe('You will be charged in USD.');

    // Canadian dollars are written CA$, never a bare $ that reads as US dollars.
    await page.evaluate(() => localStorage.setItem('pricetype', 'CAD'));
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toMatch(/^CA\$[\d,]+\.\d\d/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a currency without a rate, naming the field', async () => {
    const response = await fetch(url('/currency'), {
      method: 'POST',
      body: new URLSearchParams({ currency: 'XYZ', redirectTo: '/' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
  });
});

/** Records when anything in the header shifted (`__headerShifts`: the selectors hydrating must move nothing). */
async function recordHeaderShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __headerShifts: number[] };
    w.__headerShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        // What the shopper's own click changes is not a shift; what loading and hydrating moves is.
        if (entry.hadRecentInput) continue;
        if (entry.sources?.some((source) => source.node instanceof Element && source.node.closest('header')))
          w.__headerShifts.push(entry.startTime);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('the header paints whole (no layout shift on a slow phone)', () => {
  it('loaded on a CPU slowed six times, the product page never paints part of its header and then moves it', async () => {
    // Without `<link rel="expect" href="#main" blocking="render">` the parser painted the header's first part
    // (the currency form) before the rest was parsed, and the rest then pushed it and the search box aside:
    // half of such loads shifted the header.
    const product = await simpleProduct();
    for (let load = 0; load < 4; load += 1) {
      const { context, page } = await openShopper(browser);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await recordHeaderShifts(page);
      await page.goto(url(`/products/${product.handle}`));
      await hydrated(page);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
      const shifts = await page.evaluate(() => (window as unknown as { __headerShifts: number[] }).__headerShifts);
      expect(shifts, `load ${load + 1}: header shifts at these times (ms)`).toEqual([]);
      await context.close();
    }
  });
});

describe('back-to-top (spec 2, 9: shown lazily after 1000 ms, 50 from the inline end and 150 from the bottom)', () => {
  it('appears once the page is scrolled, not before 1000 ms, at its place; it scrolls to the top from the keyboard', async () => {
    for (const [locale, side] of [
      ['en-US', 'right'],
      ['he-IL', 'left'],
    ] as const) {
      const { context, page, errors } = await openShopper(browser, { locale, viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => {
        const w = window as unknown as { __hydratedAt?: number; __shownAt?: number };
        new MutationObserver(() => {
          w.__hydratedAt ??= document.documentElement.dataset.hydrated ? performance.now() : undefined;
          const control = document.querySelector('[data-testid="back-to-top"]');
          if (control?.getAttribute('data-state') === 'shown') w.__shownAt ??= performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-state'] });
      });
      await page.goto(url('/collections/all'));
      await hydrated(page);
      const control = page.getByTestId('back-to-top');
      expect(await control.isHidden()).toBe(true);
      await page.mouse.wheel(0, 2400);
      await control.waitFor({ state: 'visible' });
      const timing = await page.evaluate(() => {
        const w = window as unknown as { __hydratedAt: number; __shownAt: number };
        return { hydratedAt: w.__hydratedAt, shownAt: w.__shownAt };
      });
      // The control mounts with the page's deferred code, after hydration: 1000 ms after that at the earliest.
      expect(timing.shownAt - timing.hydratedAt).toBeGreaterThanOrEqual(1000);

      // Measured at rest: its appear animation (300 ms) slides it up from half its height.
      await control.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
      const box = (await control.boundingBox())!;
      const viewport = page.viewportSize()!;
      if (side === 'right') expect(Math.round(viewport.width - (box.x + box.width))).toBe(50);
      else expect(Math.round(box.x)).toBe(50);
      expect(Math.round(viewport.height - (box.y + box.height))).toBe(150);

      await control.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      // Focus went to the top of the page with it: the skip link.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
      await expect.poll(() => control.isHidden()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('subscribe form (spec 7: POST /api/contacts with email and code)', () => {
  const subscriber = (email: string) =>
    dbQuery<{ email: string }>(`SELECT email FROM subscribers WHERE email = $1`, [email]);

  it('subscribes with JavaScript through the store client, in place', async () => {
    const email = `Footer.${Date.now()}@Example.com`;
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/'));
    await hydrated(page);
    const form = page.locator('footer').getByTestId('subscribe-form');
    // The footer's code comes at the shopper's first interaction with the page (here: scrolling down to it);
    // until React owns the form, it posts as without JavaScript.
    await form.scrollIntoViewIfNeeded();
    await expect
      .poll(() => form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), {
        timeout: 30_000,
      })
      .toBe(true);
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/contacts') && request.method() === 'POST',
    );
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toMatchObject({ email });
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Thanks for subscribing');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await subscriber(email.toLowerCase())).toEqual([{ email: email.toLowerCase() }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes without JavaScript through the route action, and keeps a refused address with its error', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false });
    await page.goto(url('/cart'));
    let form = page.locator('footer').getByTestId('subscribe-form');
    await form.getByRole('textbox', { name: 'Email address' }).fill('not-an-address@nowhere');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/subscribe')),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(refused.status()).toBe(422);
    form = page.getByTestId('subscribe-page').getByTestId('subscribe-form');
    const field = form.getByRole('textbox', { name: 'Email address' });
    expect(await field.inputValue()).toBe('not-an-address@nowhere');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').textContent()).toBe('Enter a valid email');

    const email = `nojs.${Date.now()}@example.com`;
    await field.fill(email);
    await Promise.all([page.waitForURL('**/subscribe'), form.getByRole('button', { name: 'Subscribe' }).click()]);
    expect(await page.getByTestId('subscribe-page').getByRole('status').textContent()).toContain(
      'Thanks for subscribing',
    );
    expect(
      await page.getByTestId('subscribe-page').getByRole('link', { name: 'Continue shopping' }).getAttribute('href'),
    ).toBe('/cart');
    expect(await subscriber(email)).toEqual([{ email }]);
    await context.close();
  });
});

describe('language and region', () => {
  it('renders Hebrew right to left with a mirrored header, and suggests the Israeli site from the store’s regional sites', async () => {
    const { context, page, errors } = await openShopper(browser, { locale: 'he-IL' });
    await page.goto(url('/'));
    expect(await page.getAttribute('html', 'lang')).toBe('he-IL');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const logo = await page.locator('header a[href="/"]').first().boundingBox();
    const cart = await page.getByTestId('cart-link').boundingBox();
    expect(logo!.x).toBeGreaterThan(cart!.x);
    expect(await page.getByTestId('cookie-settings').textContent()).toBe('הגדרות עוגיות');

    await hydrated(page);
    const prompt = page.getByTestId('region-prompt');
    await prompt.waitFor();
    const [site] = await dbQuery<{ url: string; locale: string }>(
      `SELECT url, locale FROM regional_sites WHERE id = 'il'`,
    );
    expect(site!.locale).toBe('he-IL');
    expect(await prompt.locator('a').getAttribute('href')).toBe(site!.url);
    // Staying keeps it away on the next page.
    await prompt.getByRole('button').last().click();
    await page.goto(url('/cart'));
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('region-prompt').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('consent and analytics', () => {
  it('sends nothing before consent, then every page view once per network, with the landing click id', async () => {
    const collector = await startCollector();
    await setAnalyticsSetting({
      ga4_measurement_id: 'G-TEST1',
      meta_pixel_id: '1234567',
      tiktok_pixel_id: 'TTPIXEL1',
      relay_endpoint: collector.endpoint,
    });
    const { context, page, errors } = await openShopper(browser);
    // A visitor in Germany: the law asks for consent first (opt-in).
    await context.setExtraHTTPHeaders({ 'x-country-code': 'DE' });
    // The pixels' own scripts are not needed (and not reachable) in the test.
    await context.route(/googletagmanager|facebook|tiktok|pinimg/, (route) => route.abort());
    await page.goto(url('/?fbclid=FBCLICK1&ttclid=TTCLICK1'));
    await hydrated(page);
    const banner = page.getByTestId('cookie-consent');
    await banner.getByRole('button', { name: 'Accept all' }).waitFor();
    expect(await banner.getAttribute('data-mode')).toBe('opt_in');

    // A client-side navigation before consent: its page view waits on the bus.
    await page.locator('header nav a').first().click();
    await page.waitForURL(/\/collections\//);
    await page.waitForTimeout(1000);
    expect(collector.posts()).toBe(0);
    expect(
      await page.evaluate(() =>
        Boolean(document.getElementById('vitrine-meta-pixel') || (window as { dataLayer?: unknown }).dataLayer),
      ),
    ).toBe(false);

    // The analytics code arrives slowly; a page view published meanwhile must not be lost.
    await context.route(/site-analytics-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await page.locator('header nav a').nth(1).click();
    await page.waitForURL((u) => u.pathname !== '/' && u.search === '');

    const perNetwork = (network: string) => collector.events.filter((e) => e.context?.network === network);
    await expect.poll(() => perNetwork('meta').length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => perNetwork('tiktok').length, { timeout: 15_000 }).toBe(3);
    for (const network of ['meta', 'tiktok']) {
      const events = perNetwork(network);
      expect(new Set(events.map((e) => e.event_id)).size).toBe(3);
      for (const event of events) expect(event.context?.click_ids?.fbclid).toBe('FBCLICK1');
    }
    expect(perNetwork('meta').map((e) => e.event_name)).toEqual(['PageView', 'PageView', 'PageView']);
    // GA4 got the same three page views in its queue.
    const ga4Views = await page.evaluate(
      () =>
        ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).filter(
          (args) => args[0] === 'event' && args[1] === 'page_view',
        ).length,
    );
    expect(ga4Views).toBe(3);

    // A new document: the decision is remembered, the click id survives in session storage.
    await page.goto(url('/cart'));
    await hydrated(page);
    await expect.poll(() => perNetwork('meta').length, { timeout: 15_000 }).toBe(4);
    expect(perNetwork('meta')[3]!.context?.click_ids?.fbclid).toBe('FBCLICK1');
    expect(perNetwork('meta')[3]!.event_source_url).not.toContain('fbclid');
    expect(await page.getByTestId('cookie-consent').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(perNetwork('meta')).toHaveLength(4);

    const visitorId = await page.evaluate(() => localStorage.getItem('vitrine:privacy-visitor'));
    const decisions = await dbQuery<{
      analytics: boolean;
      marketing: boolean;
      preferences: boolean;
      country: string;
      mode: string;
    }>(`SELECT analytics, marketing, preferences, country, mode FROM consent_decisions WHERE visitor_id = $1`, [
      visitorId,
    ]);
    expect(decisions).toEqual([{ analytics: true, marketing: true, preferences: true, country: 'DE', mode: 'opt_in' }]);
    // The relay went to the configured collector, not to the store's own intake.
    const intake = await dbQuery(`SELECT 1 FROM tracking_events WHERE event_id = ANY($1)`, [
      perNetwork('meta').map((e) => e.event_id),
    ]);
    expect(intake).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
    collector.server.close();
  });

  it('loads nothing after a refusal, and logs the refusal', async () => {
    const collector = await startCollector();
    await setAnalyticsSetting({ meta_pixel_id: '1234567', relay_endpoint: collector.endpoint });
    const { context, page } = await openShopper(browser);
    await context.setExtraHTTPHeaders({ 'x-country-code': 'FR' });
    await page.goto(url('/'));
    await hydrated(page);
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject all' }).click({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('cookie-consent').count()).toBe(0);
    await page.locator('header nav a').first().click();
    await page.waitForTimeout(1500);
    expect(collector.posts()).toBe(0);
    const visitorId = await page.evaluate(() => localStorage.getItem('vitrine:privacy-visitor'));
    const decisions = await dbQuery<{ analytics: boolean; marketing: boolean; mode: string }>(
      `SELECT analytics, marketing, mode FROM consent_decisions WHERE visitor_id = $1`,
      [visitorId],
    );
    expect(decisions).toEqual([{ analytics: false, marketing: false, mode: 'opt_in' }]);

    // "Cookie settings" in the footer opens the banner again.
    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Customise' }).waitFor();
    await context.close();
    collector.server.close();
  });
});
