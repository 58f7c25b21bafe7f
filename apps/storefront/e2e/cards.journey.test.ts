import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, createStoreSettings } from '@vitrine/commerce/testing';
import type { CollectionDetail, ProductSummary } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, simpleProduct, storeApi, TEST_CARDS, uniqueEmail, url } from './shop';
import { addToCart, fillCard, fillContact, ordersOf, readCart } from './checkout.helpers';

/**
 * The kit's cards and cart items, live in the running shop: quick add on
 * product cards (spec 2: a lazily loaded component; spec 4: the cart shown the
 * theme's way after an add), the cart reservation countdown (spec 9) and the
 * shipping method picker, form-first. One browser.
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
    expect(requests.filter((p) => p.startsWith('/api/store/products'))).toEqual([
      `/api/store/products/${withOptions.handle}`,
    ]);
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

    // A product without options is added from its card at once (the page loaded afresh: the server kept the first add).
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('1');
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

/**
 * Holds every script of the page until released: the page shows its server HTML and nothing is
 * hydrated, as on a slow phone. Returns the release.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const scripts = /\/assets\/.+\.js(\?.*)?$/;
  const held: Promise<void>[] = [];
  await page.route(scripts, (route) => {
    const continued = gate.then(() => route.continue());
    held.push(continued);
    return continued;
  });
  return async () => {
    open();
    await Promise.all(held);
    await page.unroute(scripts);
  };
}

describe('shipping method picker, form-first', () => {
  it('keeps a method picked before the scripts load, on the cart page and the checkout shipping step, up to the order', async () => {
    const started = Date.now();
    const product = await simpleProduct(5);
    const email = uniqueEmail('early-pick');
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.request.post(url('/api/store/cart/address'), {
      data: { country: 'US', province: 'CA', postcode: '94105' },
    });
    const { shipping } = await readCart(page);
    const [standard, other] = shipping.methods;
    expect(other, 'two shipping methods to choose from').toBeTruthy();
    expect(shipping.selected ?? standard!.id).toBe(standard!.id);

    // The cart page: picked while its scripts are held, saved once they run.
    let release = await holdScripts(page);
    await page.goto(url('/cart'), { waitUntil: 'commit' });
    const cartRadio = page.locator(`[data-testid="cart-shipping-methods"] input[type="radio"][value="${other!.id}"]`);
    await cartRadio.check();
    await release();
    await hydrated(page);
    expect(await cartRadio.isChecked()).toBe(true);
    await expect.poll(async () => (await readCart(page)).shipping.selected).toBe(other!.id);
    // Back to the first method, hydrated this time.
    await page.locator(`[data-testid="cart-shipping-methods"] input[value="${standard!.id}"]`).check();
    await expect.poll(async () => (await readCart(page)).shipping.selected).toBe(standard!.id);

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await hydrated(page);
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    // Arrived by a client navigation: the server's method is the one checked.
    await expect
      .poll(() => page.locator('input[name="shipping_method_id"]:checked').getAttribute('value'))
      .toBe(standard!.id);

    // The shipping step loaded afresh (a reload, a link), the method picked before its scripts ran.
    release = await holdScripts(page);
    await page.goto(url('/checkouts/shipping'), { waitUntil: 'commit' });
    const stepRadio = page.locator(`input[type="radio"][name="shipping_method_id"][value="${other!.id}"]`);
    await stepRadio.check();
    await release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await stepRadio.isChecked()).toBe(true);
    expect(await page.locator('input[name="shipping_method_id"]:checked').count()).toBe(1);
    await expect.poll(async () => (await readCart(page)).shipping.selected).toBe(other!.id);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    await hydrated(page);
    const cart = await readCart(page);
    expect(cart.shipping.selected).toBe(other!.id);
    await fillCard(page, TEST_CARDS.success);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');
    const [order] = await ordersOf(email);
    // The order was charged the picked method's shipping, not the first one's.
    expect(order!.shipping).toBe(cart.shipping_total);
    expect(cart.shipping_total).toBe(cart.shipping.methods.find((m) => m.id === other!.id)!.cost);
    expect(other!.cost).not.toBe(standard!.cost);
    expect(errors).toEqual([]);
    await context.close();
    console.info(`early pick journey: ${Date.now() - started} ms`);
  });
});

/** Sets the store's `cart` setting the way the engine does (validated), as a merchant's script would. */
async function setCartSetting(value: Record<string, unknown>): Promise<void> {
  const db = await connectDatabase({ databaseUrl: inject('databaseUrl') });
  try {
    await createStoreSettings(db).write('cart', value);
  } finally {
    await db.close();
  }
}

/** The sum of the page's layout shifts so far (CLS, without session windows: an upper bound). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe('cart reservation countdown (spec 9: in minutes)', () => {
  it('counts the store’s minutes from the cart’s last change in server time, announces minutes, and says when time is up', async () => {
    const started = Date.now();
    await setCartSetting({ reservation_minutes: 15 });
    const product = await simpleProduct(5);
    // A device whose clock is three hours fast: the countdown must not care.
    const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
    await context.addInitScript(() => {
      const deviceNow = Date.now.bind(Date);
      Date.now = () => deviceNow() + 3 * 3600 * 1000;
    });
    const { hash } = await addToCart(page, product.variants[0]!.ID, 1);
    const ageCart = (interval: string) =>
      dbQuery(`UPDATE carts SET updated_at = now() - $2::interval WHERE hash = $1`, [hash, interval]);
    await ageCart('5 minutes');

    await page.goto(url('/cart'));
    await hydrated(page);
    const countdown = page.getByTestId('reservation-countdown');
    const shown = async () => (await countdown.getAttribute('data-remaining')) ?? '';
    const remaining = Number(await shown());
    // 15 minutes from a change 5 minutes ago: about 10 left (a few seconds went by).
    expect(remaining).toBeLessThanOrEqual(10 * 60_000);
    expect(remaining).toBeGreaterThan(9 * 60_000);
    expect(await countdown.textContent()).toMatch(/Check out within (10:00|9:[0-5]\d)/);
    // Nothing is said to be held: the engine sets no stock aside for a cart.
    expect(await countdown.textContent()).toContain('not set aside');
    // Screen readers hear minutes through a polite status, not the ticking seconds.
    expect(await countdown.getByRole('status').textContent()).toBe('10 minutes left to check out');
    expect(await countdown.locator('[aria-hidden="true"]').filter({ hasText: 'Check out within' }).count()).toBe(1);
    await expect.poll(async () => Number(await shown())).toBeLessThan(remaining);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);

    // The cart drawer (the default theme's cart) counts the same window, from the server's time
    // when the page arrived plus the time since, so opening it minutes later loses nothing.
    // Few left of this variant: the kit's buy box says so under the button.
    const variantId = product.variants[0]!.ID;
    const [stock] = await dbQuery<{ on_hand: number }>('SELECT on_hand FROM inventory_levels WHERE variant_id = $1', [
      variantId,
    ]);
    await dbQuery('UPDATE inventory_levels SET on_hand = 3 WHERE variant_id = $1', [variantId]);
    try {
      await page.goto(url(`/products/${product.handle}`));
      expect(await page.getByTestId('low-stock').textContent()).toBe('Only 3 left');
    } finally {
      await dbQuery('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = $1', [variantId, stock!.on_hand]);
    }
    await hydrated(page);
    await page.locator('header [data-testid="cart-link"]').click();
    const inDrawer = page.getByRole('dialog', { name: /cart/i }).getByTestId('reservation-countdown');
    expect(Number(await inDrawer.getAttribute('data-remaining'))).toBeLessThanOrEqual(10 * 60_000);
    expect(Number(await inDrawer.getAttribute('data-remaining'))).toBeGreaterThan(9 * 60_000);
    expect(await inDrawer.textContent()).toContain('not set aside');
    await page.keyboard.press('Escape');

    // Time up: the countdown says so (never a negative time) and the cart is fetched again.
    await ageCart('14 minutes 57 seconds');
    await page.goto(url('/cart'));
    await hydrated(page);
    const refetched = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/store/cart',
    );
    await expect.poll(() => countdown.getAttribute('data-state'), { timeout: 10_000 }).toBe('over');
    await refetched;
    expect(await countdown.textContent()).toContain('The suggested time to check out has passed.');
    // A change to the cart starts the window again.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => countdown.getAttribute('data-state')).toBe('running');

    // The server's HTML already holds it (no shift when scripts run); without the setting, nothing.
    const plain = await openShopper(browser, { javaScript: false });
    await addToCart(plain.page, product.variants[0]!.ID, 1);
    await plain.page.goto(url('/cart'));
    expect(await plain.page.getByTestId('reservation-countdown').textContent()).toMatch(/Check out within 1[45]:\d\d/);
    await setCartSetting({ reservation_minutes: null });
    await plain.page.reload();
    expect(await plain.page.getByTestId('reservation-countdown').count()).toBe(0);
    await plain.context.close();
    expect(errors).toEqual([]);
    await context.close();
    console.info(`countdown journey: ${Date.now() - started} ms`);
  }, 120_000); // the cart page, the drawer, time up, and a shopper without JavaScript
});
