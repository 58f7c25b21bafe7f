/**
 * What careful shoppers trip over around the cart and checkout, in Chromium:
 * an add made the moment a size is picked shows the new cart (the picked
 * variant's page data arriving later does not overwrite it); going back to a
 * page kept in the back/forward cache shows the cart as it is now; a
 * signed-in checkout starts with the account's e-mail; the card's number and
 * security code stay in the browser when another payment method is chosen;
 * each checkout step's title is its own, translated, after client navigation.
 */
import type { Browser, Page, Request } from 'playwright-core';
import type { Product } from '@vitrine/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewShopper } from './account-helpers';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { addToCart, fillContact, ordersOf, readCart } from './checkout.helpers';
import { catalog, DESKTOP, hydrated, openShopper, PHONE, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** A product with a Size choice and at least three sizes in stock. */
async function productWithSizes(): Promise<Product> {
  const found = (await catalog()).find(
    (p) => p.options.some((o) => o.name === 'Size') && p.variants.filter((v) => v.available >= 5).length >= 3,
  );
  expect(found, 'a product with three sizes in stock').toBeTruthy();
  return found!;
}

/** The header's cart count as shown. */
const headerCount = (page: Page) => page.locator('header [data-testid="cart-count"]').first().textContent();

describe('the cart stays fresh', () => {
  it('an add made right after picking a size shows the new cart in the header and drawer, also after the size’s page data lands', async () => {
    const product = await productWithSizes();
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    // The picked size's page data (the `?variant=` navigation) arrives after the add's answer, as on a slow line.
    await page.route(/\/products\/[^/]+\.data\?.*variant/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue().catch(() => undefined);
    });
    const picker = page.getByRole('main').locator('section:has(> h1) fieldset:has(legend:text-matches("^Size"))');
    await picker.locator('xpath=ancestor::*[@data-state="ready"]').first().waitFor();
    const sizes = picker.locator('label:not([data-sold-out])');
    const drawer = page.getByRole('dialog', { name: /cart/i });
    for (const [round, index] of [1, 2].entries()) {
      await sizes.nth(index).click();
      await page.getByTestId('add-to-cart').click();
      const expected = String(round + 1);
      await expect.poll(() => headerCount(page), { message: `after add ${expected}` }).toBe(expected);
      await expect.poll(() => drawer.locator('li').count()).toBeGreaterThan(round);
      // The size's page data has landed by now: the count and the drawer still show the server's cart.
      await expect.poll(() => page.url()).toContain('variant=');
      await page.waitForTimeout(300);
      expect(await headerCount(page)).toBe(expected);
      expect(await drawer.textContent()).not.toContain('Your cart is empty');
      expect((await readCart(page)).item_count).toBe(round + 1);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('going back to a page restored from the back/forward cache refetches the cart (header count 1 → 3)', async () => {
    const product = await simpleProduct(5);
    const cachingBrowser = await launchBrowser({ backForwardCache: true });
    const { page, errors } = await openShopper(cachingBrowser, { viewport: DESKTOP });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    await expect.poll(() => headerCount(page)).toBe('1');
    await page.evaluate(() => {
      (window as unknown as { restoredFrom?: boolean }).restoredFrom = true;
    });
    // A full page load elsewhere, where the cart changes (two more units).
    await page.goto(url('/collections/all'));
    await addToCart(page, product.variants[0]!.ID, 2);
    await page.goBack({ waitUntil: 'commit' });
    // The page came back from the cache (its script state survived), and shows the cart as it is now.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restoredFrom?: boolean }).restoredFrom))
      .toBe(true);
    await expect.poll(() => headerCount(page)).toBe('3');
    expect(errors).toEqual([]);
    await cachingBrowser.close();
  });
});

describe('checkout details', () => {
  it('a signed-in shopper’s checkout starts with the account’s e-mail; another payment method sends no card number or code', async () => {
    const product = await simpleProduct(5);
    const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
    const email = await signInAsNewShopper(page, 'prefill');
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/contact_information'));
    await hydrated(page);
    const emailField = page.locator('form[data-testid^="checkout-"] input[name="email"]');
    expect(await emailField.inputValue()).toBe(email);
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    await hydrated(page);

    // Card typed first, then the shopper changes their mind.
    await page.check('input[name="payment_method"][value="test_card"]');
    await page.fill('input[name="card.number"]', TEST_CARDS.success);
    await page.fill('input[name="card.cvc"]', '123');
    await page.check('input[name="payment_method"][value="cash_on_delivery"]');
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/checkouts/')) posts.push(request);
    });
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const body = post.postData() ?? '';
      expect(body).toContain('cash_on_delivery');
      expect(body).not.toContain(TEST_CARDS.success);
      expect(body).not.toMatch(/card\.(number|cvc)/);
    }
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ payment_method: 'cash_on_delivery' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each step’s title is its own, in English on a full load and in German after client navigation', async () => {
    const product = await simpleProduct(5);
    const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/contact_information'));
    await fillContact(page, uniqueEmail('titles'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await page.reload();
    expect(await page.title()).toMatch(/^Shipping · Checkout \| /);

    await context.addCookies([{ name: 'locale', value: 'de-DE', url: url('/') }]);
    await page.goto(url('/checkouts/contact_information'));
    await hydrated(page);
    expect(await page.title()).toMatch(/^Angaben · Kasse \| /);
    await page.locator('form[data-testid^="checkout-"] button[type="submit"]').click();
    await page.waitForURL('**/checkouts/shipping');
    await expect.poll(() => page.title()).toMatch(/^Versand · Kasse \| /);
    await page.locator('form[data-testid^="checkout-"] button[type="submit"]').click();
    await page.waitForURL('**/checkouts/payment');
    await expect.poll(() => page.title()).toMatch(/^Zahlung · Kasse \| /);
    await page.goBack();
    await page.waitForURL('**/checkouts/shipping');
    await expect.poll(() => page.title()).toMatch(/^Versand · Kasse \| /);
    expect(errors).toEqual([]);
    await context.close();
  });
});
