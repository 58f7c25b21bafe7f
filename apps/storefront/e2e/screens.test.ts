import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, recordLayoutShifts, simpleProduct, url } from './shop';
import { addToCart } from './checkout.helpers';

/**
 * The four screens shoppers see most, on a phone and on a desktop: nothing wider
 * than the screen, no layout shift while the page loads and hydrates, every image
 * with its size set, and the product's main image loaded first.
 * `SCREENSHOTS=1` also writes them to screenshots/storefront/<screen>-<viewport>.png.
 */
let browser: Browser;
const shotDir = path.resolve(import.meta.dirname, '../../../screenshots/storefront');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

async function checkScreen(page: Page, name: string, viewport: string) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Let late images and fonts settle before reading the shift total.
  await page.waitForTimeout(300);
  const report = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    shifts: (window as unknown as { __shifts: number }).__shifts,
    unsized: [...document.images]
      .filter((img) => !img.closest('[hidden]') && (!img.getAttribute('width') || !img.getAttribute('height')))
      .map((img) => img.currentSrc || img.src),
    direction: document.documentElement.dir,
  }));
  expect(report.overflow, `${name} on ${viewport} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(report.shifts, `${name} on ${viewport} shifts while loading`).toBeLessThan(0.1);
  expect(report.unsized, `${name} on ${viewport} has images without width and height`).toEqual([]);
  if (process.env.SCREENSHOTS) {
    mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: path.join(shotDir, `${name}-${viewport}.png`), fullPage: false });
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the main screens on a %s', (viewportName, viewport) => {
  it('home, product, cart and checkout fit the screen and do not shift', async () => {
    const product = await simpleProduct(3);
    const { context, page, errors } = await openShopper(browser, { viewport });
    await recordLayoutShifts(page);

    await page.goto(url('/'));
    await checkScreen(page, 'home', viewportName);

    await page.goto(url(`/products/${product.handle}`));
    await checkScreen(page, 'product', viewportName);
    // The largest image of a product page is its first gallery image: loaded eagerly and first.
    const first = page.locator('main img').first();
    expect(await first.getAttribute('loading')).not.toBe('lazy');
    expect(await first.getAttribute('fetchpriority')).toBe('high');

    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/cart'));
    await checkScreen(page, 'cart', viewportName);

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await checkScreen(page, 'checkout', viewportName);

    expect(errors).toEqual([]);
    await context.close();
    // Four whole pages, each waited on until the network is idle: more than one page's default minute on a busy machine.
  }, 150_000);
});
