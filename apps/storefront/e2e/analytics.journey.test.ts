import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordGa4,
  setAnalyticsSetting,
  startCollector,
  type CollectedEvent,
  type Ga4Event,
} from './analytics.helpers';
import { registerOnPage, signInOnPage, verifyFromMail } from './account-helpers';
import { launchBrowser } from './browser';
import { fillCard, fillContact, linesOf, ordersOf } from './checkout.helpers';
import { closeDb, dbQuery } from './db';
import { hydrated, openShopper, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await dbQuery(`DELETE FROM store_settings WHERE name = 'analytics'`);
  await browser?.close();
  await closeDb();
});

const PIXELS = { ga4_measurement_id: 'G-JOURNEY1', meta_pixel_id: '7654321', tiktok_pixel_id: 'TTJOURNEY1' };

/** A shopper in an opt-in country (consent first), whose pixel scripts are not fetched (not reachable in a test). */
async function optInShopper(country: 'DE' | 'FR') {
  const shopper = await openShopper(browser);
  await shopper.context.setExtraHTTPHeaders({ 'x-country-code': country });
  await shopper.context.route(/googletagmanager|facebook|tiktok|pinimg/, (route) => route.abort());
  return shopper;
}

/** Nothing of any network is on the page: no GA4 data layer, no pixel queue, no pixel script. */
function networksUntouched(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      !('dataLayer' in window && (window as { dataLayer?: unknown }).dataLayer) &&
      !('fbq' in window) &&
      !('ttq' in window) &&
      document.querySelectorAll('script[id^="vitrine-"]').length === 0,
  );
}

/** Types into the add-to-cart form's quantity field and leaves it (blur commits, spec 5). */
async function typeQuantity(page: Page, text: string): Promise<void> {
  const field = page.getByTestId('add-to-cart-form').locator('input[name="quantity"]');
  await field.fill(text);
  await field.press('Tab');
}

const named = (events: CollectedEvent[], name: string) => events.filter((event) => event.event_name === name);
const ga4Named = (events: Ga4Event[], name: string) => events.filter((event) => event.name === name);

describe('spec 1 and spec 5: shopper tracking reaches every configured network, only after consent', () => {
  it('add to cart, the >100 quantity, coupon apply, order-create-failed, purchase, login and page views: each once per network, with its values', async () => {
    const collector = await startCollector();
    await setAnalyticsSetting({ ...PIXELS, relay_endpoint: collector.endpoint });
    const product = await simpleProduct(5);
    const variant = product.variants[0]!;
    const email = uniqueEmail('analytics');
    const { context, page, errors } = await optInShopper('DE');
    const ga4 = await recordGa4(context);

    // Before any decision: the shopper lands on a product and types a wholesale quantity (spec 5: above 100).
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    const banner = page.getByTestId('cookie-consent');
    await banner.getByRole('button', { name: 'Accept all' }).waitFor();
    expect(await banner.getAttribute('data-mode')).toBe('opt_in');
    await typeQuantity(page, '150');
    // Clamped to what is in stock; the typed 150 is what the event reports.
    await expect
      .poll(() => page.getByTestId('add-to-cart-form').locator('input[name="quantity"]').inputValue())
      .toBe(String(Math.min(150, variant.available)));
    await typeQuantity(page, '2');
    await page.waitForTimeout(1000);
    expect(collector.posts()).toBe(0);
    expect(ga4).toEqual([]);
    expect(await networksUntouched(page)).toBe(true);

    // Consent: what waited goes out now, then each event as it happens.
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => named(collector.of('meta'), 'LargeQuantity').length, { timeout: 15_000 }).toBe(1);

    // Spec 1: add to cart from the product page (the default theme opens its drawer).
    await page.getByTestId('add-to-cart').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('cart-item-count').textContent()).toBe('2');

    // Spec 4: the coupon flow's `finally` emits coupon apply, for a refused code and for an applied one.
    const coupon = page.getByTestId('coupon-section');
    await coupon.locator('input[name="code"]').fill('NO-SUCH-CODE');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => coupon.getAttribute('data-error')).toBe('');
    await coupon.locator('input[name="code"]').fill('WELCOME10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => coupon.getAttribute('data-state')).toBe('applied');

    // Checkout: a declined card refuses the order (spec 8: order-create-failed), the retry pays (purchase).
    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/checkouts\//);
    await hydrated(page);
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await page.getByText('Standard shipping').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    await fillCard(page, TEST_CARDS.declined);
    await page.getByTestId('pay-button').click();
    await expect.poll(() => page.getByTestId('checkout-error').getAttribute('data-code')).toBe('PAYMENT_CARD_DECLINED');
    await page.fill('input[name="card.number"]', TEST_CARDS.success);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');
    await expect.poll(() => named(collector.of('meta'), 'Purchase').length, { timeout: 15_000 }).toBe(1);

    // The shopper makes an account for the address and signs in (spec 4: coming from the login page).
    await registerOnPage(page, email);
    await verifyFromMail(page, email);
    await signInOnPage(page, email);
    await expect.poll(() => named(collector.of('meta'), 'Login').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => named(collector.of('tiktok'), 'Login').length, { timeout: 15_000 }).toBe(1);
    // Late duplicates would arrive now.
    await page.waitForTimeout(1000);

    // What the store wrote: the refused attempt and the paid order.
    const orders = await ordersOf(email);
    expect(orders.map((order) => [order.status, order.payment_status, order.payment_code])).toEqual([
      ['failed', 'unpaid', 'PAYMENT_CARD_DECLINED'],
      ['open', 'paid', null],
    ]);
    const paid = orders[1]!;
    expect(paid.discount).toBeGreaterThan(0);
    expect(await linesOf(paid.id)).toMatchObject([{ variant_id: variant.ID, quantity: 2 }]);
    const minor = (major: unknown) => Math.round(Number(major) * 100);

    // Every event once per network: unique ids, the pixel and its relay sharing one.
    const meta = collector.of('meta');
    const tiktok = collector.of('tiktok');
    expect(new Set(meta.map((event) => event.event_id)).size).toBe(meta.length);
    expect(new Set(tiktok.map((event) => event.event_id)).size).toBe(tiktok.length);
    // Each spec event by its name on GA4, Meta and TikTok, and how often this journey caused it.
    for (const [ga4Name, metaName, tiktokName, count] of [
      ['large_quantity', 'LargeQuantity', 'LargeQuantity', 1],
      ['add_to_cart', 'AddToCart', 'AddToCart', 1],
      ['coupon_apply', 'CouponApply', 'CouponApply', 2],
      ['order_create_failed', 'OrderCreateFailed', 'OrderCreateFailed', 1],
      ['purchase', 'Purchase', 'CompletePayment', 1],
      ['login', 'Login', 'Login', 1],
    ] as const) {
      expect(ga4Named(ga4, ga4Name), `ga4 ${ga4Name}`).toHaveLength(count);
      expect(named(meta, metaName), `meta ${metaName}`).toHaveLength(count);
      expect(named(tiktok, tiktokName), `tiktok ${tiktokName}`).toHaveLength(count);
    }

    // Spec 5: the typed quantity, for this product and variant.
    expect(named(meta, 'LargeQuantity')[0]!.properties).toMatchObject({
      quantity: 150,
      product_id: product.ID,
      variant_id: variant.ID,
    });
    expect(named(tiktok, 'LargeQuantity')[0]!.properties).toMatchObject({
      quantity: 150,
      product_id: product.ID,
      variant_id: variant.ID,
    });
    expect(ga4Named(ga4, 'large_quantity')[0]!.params).toMatchObject({
      quantity: 150,
      product_id: product.ID,
      variant_id: variant.ID,
    });

    // Add to cart: the product, its variant, 2 units at the server's price.
    const unit = variant.price / 100;
    expect(named(meta, 'AddToCart')[0]!.properties).toMatchObject({
      content_ids: [String(product.ID)],
      contents: [{ id: String(product.ID), quantity: 2, item_price: unit }],
      value: 2 * unit,
      currency: paid.currency,
    });
    expect(named(tiktok, 'AddToCart')[0]!.properties).toMatchObject({
      contents: [{ content_id: String(product.ID), quantity: 2, price: unit }],
      value: 2 * unit,
      currency: paid.currency,
    });
    expect(ga4Named(ga4, 'add_to_cart')[0]!.params).toMatchObject({
      currency: paid.currency,
      value: 2 * unit,
      items: [{ item_id: String(product.ID), item_variant: String(variant.ID), quantity: 2, price: unit }],
    });

    // Coupon apply: the refused code, then the applied one.
    for (const events of [named(meta, 'CouponApply'), named(tiktok, 'CouponApply')]) {
      expect(events.map((event) => event.properties)).toEqual([
        { coupon: 'NO-SUCH-CODE', success: false },
        { coupon: 'WELCOME10', success: true },
      ]);
    }
    expect(ga4Named(ga4, 'coupon_apply').map((event) => event.params)).toEqual([
      { coupon: 'NO-SUCH-CODE', success: false },
      { coupon: 'WELCOME10', success: true },
    ]);

    // Order-create-failed: the refusal's status and code, on the payment step.
    const failed = { status: '402', error_code: 'PAYMENT_CARD_DECLINED', step: 'payment_method' };
    expect(named(meta, 'OrderCreateFailed')[0]!.properties).toMatchObject(failed);
    expect(named(tiktok, 'OrderCreateFailed')[0]!.properties).toMatchObject(failed);
    expect(ga4Named(ga4, 'order_create_failed')[0]!.params).toMatchObject(failed);

    // Purchase: the order's number, the server's total (after the coupon, with shipping and tax) and currency.
    const metaPurchase = named(meta, 'Purchase')[0]!;
    expect(metaPurchase.event_id).toBe(Buffer.from(paid.number).toString('base64'));
    expect(metaPurchase.properties).toMatchObject({
      order_id: paid.number,
      currency: paid.currency,
      num_items: 2,
      content_ids: [String(product.ID)],
    });
    expect(minor(metaPurchase.properties!.value)).toBe(paid.total);
    const tiktokPurchase = named(tiktok, 'CompletePayment')[0]!;
    expect(tiktokPurchase.event_id).toBe(`tiktok:${metaPurchase.event_id}`);
    expect(tiktokPurchase.properties).toMatchObject({ order_id: paid.number, currency: paid.currency });
    expect(minor(tiktokPurchase.properties!.value)).toBe(paid.total);
    const ga4Purchase = ga4Named(ga4, 'purchase')[0]!.params;
    expect(ga4Purchase).toMatchObject({ transaction_id: paid.number, currency: paid.currency });
    expect(minor(ga4Purchase.value)).toBe(paid.total);
    expect(minor(ga4Purchase.shipping)).toBe(paid.shipping);
    expect(minor(ga4Purchase.tax)).toBe(paid.tax);
    expect(ga4Purchase.items).toMatchObject([
      { item_id: String(product.ID), item_variant: String(variant.ID), quantity: 2 },
    ]);

    // Login: from the sign-in page.
    expect(named(meta, 'Login')[0]!.properties).toMatchObject({ method: 'password', referrer_path: '/account/login' });
    expect(ga4Named(ga4, 'login')[0]!.params).toMatchObject({ method: 'password', referrer_path: '/account/login' });

    // Page views: one per page shown, the same on every network (the thank-you page once).
    const views = ga4Named(ga4, 'page_view').map((event) => new URL(String(event.params.page_location)).pathname);
    expect(views.filter((path) => path === '/checkouts/thank')).toHaveLength(1);
    expect(views.some((path, index) => index > 0 && views[index - 1] === path)).toBe(false);
    expect(named(meta, 'PageView')).toHaveLength(views.length);
    expect(named(tiktok, 'Pageview')).toHaveLength(views.length);

    const visitorId = await page.evaluate(() => localStorage.getItem('vitrine:privacy-visitor'));
    const decisions = await dbQuery(
      `SELECT analytics, marketing, country FROM consent_decisions WHERE visitor_id = $1`,
      [visitorId],
    );
    expect(decisions).toEqual([{ analytics: true, marketing: true, country: 'DE' }]);
    expect(errors).toEqual([]);
    await context.close();
    await collector.close();
  }, 150_000);

  it('sends nothing, and loads no network, for a shopper who refused; accepting later sends only what comes after', async () => {
    const collector = await startCollector();
    await setAnalyticsSetting({ ...PIXELS, relay_endpoint: collector.endpoint });
    const product = await simpleProduct(5);
    const { context, page, errors } = await optInShopper('FR');
    const ga4 = await recordGa4(context);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject all' }).click({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('cookie-consent').count()).toBe(0);
    await typeQuantity(page, '150');
    await typeQuantity(page, '1');
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    const coupon = page.getByTestId('coupon-section');
    await coupon.locator('input[name="code"]').fill('WELCOME10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => coupon.getAttribute('data-state')).toBe('applied');
    await page.waitForTimeout(1500);
    expect(collector.posts()).toBe(0);
    expect(ga4).toEqual([]);
    expect(await networksUntouched(page)).toBe(true);
    // The cart did change: only the tracking stayed home.
    const [cart] = await dbQuery<{ coupon_code: string | null }>(
      `SELECT c.coupon_code FROM carts c JOIN cart_lines l ON l.cart_id = c.id JOIN variants v ON v.id = l.variant_id WHERE v.product_id = $1 ORDER BY c.id DESC LIMIT 1`,
      [product.ID],
    );
    expect(cart?.coupon_code).toBe('WELCOME10');

    // The shopper changes their mind in the cookie settings: what happened while refused stays unsent.
    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => page.getByTestId('cookie-consent').count()).toBe(0);
    await page.locator('header nav a').first().click();
    await page.waitForURL(/\/collections\//);
    await expect.poll(() => collector.of('tiktok').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => ga4.length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1000);
    expect(collector.of('meta').map((event) => event.event_name)).toEqual(['PageView']);
    expect(collector.of('tiktok').map((event) => event.event_name)).toEqual(['Pageview']);
    expect(ga4.map((event) => [event.name, event.path])).toEqual([['page_view', new URL(page.url()).pathname]]);
    expect(errors).toEqual([]);
    await context.close();
    await collector.close();
  }, 60_000);
});
