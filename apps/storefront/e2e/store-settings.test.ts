import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { hydrated, openShopper, PHONE, simpleProduct, uniqueEmail, url } from './shop';
import { addToCart, CALIFORNIA, fillContact } from './checkout.helpers';

/**
 * What the merchant's `checkout` store setting does in the running shop: each
 * message of the error catalogue it produces (postal code not deliverable,
 * cannot ship there, no shipping methods, no payment methods, shop closed)
 * reaches the shopper where they are; the payment icons follow the width of
 * their row (spec 9); a coupon is credited to the campaign the visit came by.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await dbQuery(`DELETE FROM store_settings WHERE name = 'checkout'`);
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

async function setCheckout(value: Record<string, unknown>): Promise<void> {
  await dbQuery(
    `INSERT INTO store_settings (name, value) VALUES ('checkout', $1::jsonb)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  );
}

/** A shopper with one item, on the checkout's contact step. */
async function atCheckout(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const product = await simpleProduct(3);
  const { context, page, errors } = await openShopper(browser);
  await addToCart(page, product.variants[0]!.ID, 1);
  await page.goto(url('/checkouts'));
  await page.waitForURL(/\/checkouts\/[^/]+$/);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

const contactForm = (page: Page) => page.locator('form[data-testid^="checkout-"]');

describe('the checkout setting reaches the shopper', () => {
  it('says a postal code is not deliverable, and that an order cannot ship to a country the store does not serve', async () => {
    await setCheckout({ undeliverable_postcodes: { US: ['967'] }, shipping_countries: ['US'] });
    const { page, errors, close } = await atCheckout();
    await fillContact(page, uniqueEmail('hawaii'), {
      ...CALIFORNIA,
      province: 'HI',
      city: 'Honolulu',
      postcode: '96701',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const postcode = contactForm(page).locator('input[name="shipping_address.postcode"]');
    await expect.poll(() => postcode.getAttribute('aria-invalid')).toBe('true');
    expect(await contactForm(page).textContent()).toContain('Postal code not deliverable');

    await page.selectOption('select[name="shipping_address.country"]', 'CA');
    const province = page.locator('select[name="shipping_address.province"]');
    await expect.poll(() => province.locator('option[value="ON"]').count()).toBe(1);
    await province.selectOption('ON');
    await page.fill('input[name="shipping_address.city"]', 'Toronto');
    await page.fill('input[name="shipping_address.postcode"]', 'M5V 3L9');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect
      .poll(() => contactForm(page).textContent())
      .toContain('This order cannot be shipped to the entered address');
    expect(new URL(page.url()).pathname).not.toBe('/checkouts/shipping');
    expect(errors).toEqual([]);
    await close();
  });

  it('offers no shipping method where deliveries are paused, and no payment method when the store offers none', async () => {
    await setCheckout({ paused_shipping_countries: ['US'] });
    const { page, errors, close } = await atCheckout();
    await fillContact(page, uniqueEmail('paused'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await hydrated(page);
    // The address changes to the review as the shipping step renders, a moment after its address.
    await expect.poll(() => page.locator('main').textContent()).toContain('No shipping methods available');
    expect(await page.locator('input[name="shipping_method_id"]').count()).toBe(0);

    await setCheckout({ payment_methods: [] });
    await page.reload();
    await hydrated(page);
    await page.locator('input[name="shipping_method_id"]').first().check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    await hydrated(page);
    await expect.poll(() => page.locator('main').textContent()).toContain('No payment methods available');
    expect(await page.locator('input[name="payment_method"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('says on every page that the shop is closed, and takes no checkout', async () => {
    await setCheckout({ is_closed: true });
    const product = await simpleProduct(3);
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url(`/products/${product.handle}`));
    expect(await page.getByTestId('shop-closed').textContent()).toBe(
      'This store is closed at the moment. Please come back later.',
    );
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts'));
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await page.getByTestId('shop-closed').isVisible()).toBe(true);
    const refused = await page.request.post(url('/api/store/cart/start_checkout'), { data: {} });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SHOP_CLOSED' });

    await dbQuery(`DELETE FROM store_settings WHERE name = 'checkout'`);
    await page.reload();
    expect(await page.getByTestId('shop-closed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('payment icons follow the width of their row (spec 9: 48 px an icon, 2 to 8, "+N" for the rest)', () => {
  it('shows more icons as the footer and the card method grow, and the "+N" badge fits', async () => {
    const product = await simpleProduct(3);
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/all_in_one'));
    await hydrated(page);
    const rows = async () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('ul[data-position]')].map((row) => {
            const last = row.lastElementChild!.getBoundingClientRect();
            const box = row.getBoundingClientRect();
            const fits = document.dir === 'rtl' ? last.left >= box.left - 0.5 : last.right <= box.right + 0.5;
            return [
              row.dataset.position!,
              { count: Number(row.dataset.count), overflow: row.dataset.overflow === 'true', fits },
            ];
          }),
        ),
      );
    // Ten icons in the footer (eight cards, two manual methods); eight card brands at the payment method.
    // The rows measure again 200 ms after a resize: each width is read once both rows show what fits it.
    const settled = async (width: number, expected: Record<string, Record<string, unknown>>) => {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(rows, { timeout: 10_000 }).toMatchObject(expected);
      return rows();
    };
    const narrow = await settled(320, {
      footer: { count: 5, overflow: true, fits: true },
      payment: { overflow: true, fits: true },
    });
    await settled(390, { footer: { count: 7, overflow: true, fits: true }, payment: { fits: true } });
    const wide = await settled(1280, {
      footer: { count: 8, overflow: true, fits: true },
      payment: { count: 8, overflow: false, fits: true },
    });
    expect(narrow.payment!.count).toBeLessThan(wide.payment!.count);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('coupons are credited to the campaign the visit came by', () => {
  it('sends the landing utm_medium with the coupon the shopper applies on the cart page, and the store records it', async () => {
    const product = await simpleProduct(3);
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/?utm_source=newsletter&utm_medium=email'));
    await hydrated(page);
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/cart'));
    await hydrated(page);
    const sent = page.waitForRequest(
      (request) => request.url().includes('/api/store/cart/coupons') && request.method() === 'POST',
    );
    await page.getByRole('textbox', { name: /discount code/i }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ code: 'WELCOME10', utm_medium: 'email' });
    const hash = (await (await page.request.get(url('/api/store/cart'))).json()).hash as string;
    await expect
      .poll(async () =>
        dbQuery<{ utm_medium: string | null }>(
          'SELECT r.utm_medium FROM coupon_redemptions r JOIN carts c ON c.id = r.cart_id WHERE c.hash = $1',
          [hash],
        ),
      )
      .toEqual([{ utm_medium: 'email' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
