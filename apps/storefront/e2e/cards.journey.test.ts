import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail, ProductSummary } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, storeApi, url } from './shop';
import { readCart } from './checkout.helpers';

/**
 * Issue 11's cards and cart items, live in the running shop: quick add on
 * product cards (spec 2: a lazily loaded component; spec 4: the cart shown the
 * theme's way after an add), the cart reservation countdown (spec 9) and the
 * shipping method picker, form-first (issue 13 #6). One browser.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await dbQuery(`DELETE FROM store_settings WHERE name = 'cart'`);
  await browser?.close();
  await closeDb();
});

/** A collection whose first page holds a product with options and one with a single variant, both in stock. */
async function cardsToTry(): Promise<{ handle: string; withOptions: ProductSummary; single: ProductSummary }> {
  const { collections } = await storeApi<{ collections: Array<{ handle: string }> }>('/collections');
  for (const { handle } of collections) {
    const { products } = await storeApi<CollectionDetail>(`/collections/${handle}?page_size=24`);
    const withOptions = products.find((p) => p.available && p.single_variant_id === null);
    const single = products.find((p) => p.available && typeof p.single_variant_id === 'number');
    if (withOptions && single) return { handle, withOptions, single };
  }
  throw new Error('no collection with both kinds of card');
}

/** The requests a page makes, by path. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const cartLinesOf = async (page: Page) => Object.values((await readCart(page)).cart);

describe('quick add-to-cart on product cards (spec 2 lazily loaded, spec 4 after add)', () => {
  it('loads its panel and the product only when reached for, adds through the drawer, and works without JavaScript', async () => {
    const started = Date.now();
    const { handle, withOptions, single } = await cardsToTry();
    const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
    const requests = recordRequests(page);
    await page.goto(url(`/collections/${handle}`));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Spec 2: quick add is loaded on demand: neither its panel's code nor any product is fetched with the page.
    expect(requests.filter((p) => /QuickAddPanel/.test(p))).toEqual([]);
    expect(requests.filter((p) => p.startsWith('/api/store/products'))).toEqual([]);

    const trigger = page.getByRole('button', { name: `Quick add ${withOptions.title}` });
    await trigger.click();
    const panel = page.getByTestId('quick-add-panel');
    await panel.waitFor();
    expect(requests.filter((p) => /QuickAddPanel/.test(p))).toHaveLength(1);
    expect(requests.filter((p) => p.startsWith('/api/store/products'))).toEqual([`/api/store/products/${withOptions.handle}`]);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // Spec 5: Add before choosing says so.
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    expect(await panel.getByRole('alert').textContent()).toBe('Please, select at least one variant');
    for (const group of await panel.locator('fieldset').all()) {
      await group.locator('label:not([data-unavailable])').first().click();
    }
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    // Spec 4: the default theme's cart type is the drawer; it opens and the header counts the line.
    const drawer = page.getByRole('dialog');
    await expect.poll(async () => (await drawer.textContent()) ?? '').toContain(withOptions.title);
    await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toBe('1');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Add to cart: ${single.title}` }).click();
    await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toBe('2');
    const lines = await cartLinesOf(page);
    expect(lines.map((line) => line.product.title).sort()).toEqual([withOptions.title, single.title].sort());
    expect(errors).toEqual([]);
    await context.close();

    // Without JavaScript: the single variant posts the add intent and lands on /cart with the line; options lead to the product page.
    const plain = await openShopper(browser, { viewport: PHONE, javaScript: false });
    await plain.page.goto(url(`/collections/${handle}`));
    await plain.page.getByRole('button', { name: `Add to cart: ${single.title}` }).click();
    await plain.page.waitForURL(url('/cart'));
    expect(await plain.page.getByTestId('cart-line').count()).toBe(1);
    expect(await plain.page.getByTestId('cart-line').textContent()).toContain(single.title);
    await plain.page.goto(url(`/collections/${handle}`));
    await plain.page.getByRole('button', { name: `Quick add ${withOptions.title}` }).click();
    await plain.page.waitForURL((address) => address.pathname === `/products/${withOptions.handle}`);
    await plain.context.close();
    console.info(`quick add journey: ${Date.now() - started} ms`);
  });
});
