import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { baseURL, catalog, hydrated, openShopper, simpleProduct, url } from './shop';

/**
 * What each page costs the database, read from the storefront's
 * `Server-Timing` header: every page stays at or under its ceiling of
 * statements (a product page used to send 61, its related products read one
 * by one), and the message catalogue is a cached asset, not page data.
 */
let shopper: APIRequestContext;
let browser: Browser;

beforeAll(async () => {
  shopper = await request.newContext({ baseURL });
  browser = await launchBrowser();
});
afterAll(async () => {
  await shopper?.dispose();
  await browser?.close();
});

/** Statements the answer's loaders and action sent, from `Server-Timing: db;dur=…;desc="N queries"`. */
function statementsOf(serverTiming: string | undefined): number {
  const match = /db;dur=[\d.]+;desc="(\d+) queries"/.exec(serverTiming ?? '');
  if (!match) throw new Error(`No database timing in "${serverTiming}"`);
  return Number(match[1]);
}

async function costOf(path: string): Promise<{ statements: number; html: string }> {
  const response = await shopper.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return { statements: statementsOf(response.headers()['server-timing']), html: await response.text() };
}

describe('database statements per page', () => {
  it('keeps every page under its ceiling, a product page included', async () => {
    const products = await catalog();
    const withRelated = products.find((product) => product.collections.length > 0) ?? products[0]!;
    const [collection] = withRelated.collections;
    const ceilings: Array<[string, number]> = [
      ['/', 16],
      [`/collections/${collection!.handle}`, 8],
      [`/products/${withRelated.handle}`, 31],
      ['/search?q=linen', 10],
    ];
    for (const [path, ceiling] of ceilings) {
      const { statements } = await costOf(path);
      expect(statements, path).toBeGreaterThan(0);
      expect(statements, path).toBeLessThanOrEqual(ceiling);
    }

    // With a line in the cart: the cart page and the checkout's first step.
    const item = await simpleProduct(3);
    expect(
      (await shopper.post('/api/store/cart', { data: { variant_id: item.variants[0]!.ID, quantity: 1 } })).ok(),
    ).toBe(true);
    expect((await costOf('/cart')).statements).toBeLessThanOrEqual(8);
    const start = await shopper.get('/checkouts', { maxRedirects: 0 });
    const checkoutPath = start.headers().location;
    expect(checkoutPath).toMatch(/\/checkouts\/[^/]+$/);
    expect((await costOf(new URL(checkoutPath!, baseURL).pathname)).statements).toBeLessThanOrEqual(7);
  });

  it('reads related products and the companion together, not one by one', async () => {
    // Products with more related products cost no more statements than those with fewer.
    const products = (await catalog()).slice(0, 6);
    const counts = await Promise.all(products.map(async (p) => (await costOf(`/products/${p.handle}`)).statements));
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(4);
  });
});

describe('the message catalogue', () => {
  it('is fetched once per locale from a cacheable address, and is not in the page data', async () => {
    const [product] = await catalog();
    const { html } = await costOf(`/products/${product!.handle}?locale=de-DE`);
    expect(html).not.toContain('common.addToCart');
    const href = /<link rel="preload" as="fetch" href="(\/i18n\/messages\/de-DE\.[a-f0-9]{12}\.json)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const catalogue = await shopper.get(href!);
    expect(catalogue.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await catalogue.json())['common.addToCart']).toBe('In den Warenkorb');

    // A client navigation's data has no catalogue either.
    const data = await shopper.get(`/products/${product!.handle}.data`);
    expect(data.status()).toBe(200);
    const body = await data.text();
    expect(body).toContain(product!.title);
    expect(body).not.toContain('common.addToCart');
  });
});

describe('a client navigation', () => {
  it("fetches only the new page's data, and the root's and the catalogue when the address names a language", async () => {
    const [first, second] = await catalog();
    const { context, page, errors } = await openShopper(browser);
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.data')) dataRequests.push(r.url());
    });
    await page.goto(url(`/products/${first!.handle}`));
    await hydrated(page);
    const routesOf = (address: string) => new URL(address).searchParams.get('_routes') ?? '(all)';

    // The router's own navigation, as any of its links does.
    const navigate = (to: string) =>
      page.evaluate((address) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
          .__reactRouterDataRouter;
        return router.navigate(address);
      }, to);
    await navigate(`/products/${second!.handle}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(second!.title);
    await expect.poll(() => dataRequests.length).toBe(1);
    expect(routesOf(dataRequests[0]!)).not.toContain('root');
    expect(routesOf(dataRequests[0]!)).not.toBe('(all)');

    // A language in the address is the root's to render.
    await navigate(`/products/${first!.handle}?locale=de-DE`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de-DE');
    expect(routesOf(dataRequests.at(-1)!)).toBe('(all)');
    await expect
      .poll(() => page.locator('main').getByRole('button', { name: 'In den Warenkorb' }).count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
