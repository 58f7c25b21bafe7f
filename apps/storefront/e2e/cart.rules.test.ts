import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, simpleProduct, snapshot, url } from './shop';
import { addToCart, readCart } from './checkout.helpers';

/** The cart's spec rules, live in the running shop: one browser, one shopper per rule. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await dbQuery(`DELETE FROM store_settings WHERE name = 'cart'`);
  await browser?.close();
  await closeDb();
});

/** The store's `cart` setting (coupon input per device, reservation minutes); null: none stored. */
async function setCartSetting(value: Record<string, unknown> | null): Promise<void> {
  if (value === null) {
    await dbQuery(`DELETE FROM store_settings WHERE name = 'cart'`);
    return;
  }
  await dbQuery(
    `INSERT INTO store_settings (name, value, updated_at) VALUES ('cart', $1::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  );
}

/** The bodies of the coupon applies the page sends. */
function recordCouponApplies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/store/cart/coupons') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/** A shopper who arrived with the discount code cookie (`apply_coupon` + `discount_code`, as a landing link sets them). */
async function arrivedWithCode(viewport: { width: number; height: number }, applyCoupon: string, code: string) {
  const shopper = await openShopper(browser, { viewport });
  const { hostname } = new URL(url('/'));
  await shopper.context.addCookies([
    { name: 'apply_coupon', value: applyCoupon, domain: hostname, path: '/' },
    { name: 'discount_code', value: code, domain: hostname, path: '/' },
  ]);
  return { ...shopper, applies: recordCouponApplies(shopper.page) };
}

/** Opens the cart page and waits until it is hydrated and has sent what it sends by itself. */
async function openCart(page: Page): Promise<void> {
  await page.goto(url('/cart'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

describe('spec 5: the discount code a visitor arrived with (cookie) is applied automatically', () => {
  it('applies it only with apply_coupon=yes, a non-empty cart, a code not already applied (any case) and the coupon input shown on this device', async () => {
    const variant = (await simpleProduct(5)).variants[0]!;
    await setCartSetting(null);

    // apply_coupon=yes and a code, but the cart is empty: nothing is sent.
    const yes = await arrivedWithCode(DESKTOP, 'yes', 'welcome10');
    await openCart(yes.page);
    expect(yes.applies).toEqual([]);

    // With a line, the cart page applies it by itself, flagged as an automatic apply.
    await addToCart(yes.page, variant.ID, 1);
    await openCart(yes.page);
    await expect.poll(() => yes.page.getByTestId('coupon-section').getAttribute('data-state')).toBe('applied');
    expect(await yes.page.getByTestId('coupon-section').textContent()).toContain('WELCOME10');
    expect(yes.applies).toHaveLength(1);
    expect(yes.applies[0]).toMatchObject({ code: 'welcome10', auto_apply_coupon: true, position: 'cart' });
    const applied = await readCart(yes.page);
    expect(applied.coupon_record?.code).toBe('WELCOME10');
    expect(applied.discount_total).toBeGreaterThan(0);
    await snapshot(yes.page, 'cart-coupon-auto-applied-desktop');
    // Stored on the shopper's cart row, not only shown.
    const [row] = await dbQuery<{ coupon_code: string | null }>('SELECT coupon_code FROM carts WHERE hash = $1', [
      applied.hash,
    ]);
    expect(row?.coupon_code).toBe('WELCOME10');

    // Already applied (the cookie's code in another case): the next visit sends nothing.
    await openCart(yes.page);
    expect(await yes.page.getByTestId('coupon-section').getAttribute('data-state')).toBe('applied');
    expect(yes.applies).toHaveLength(1);
    expect(yes.errors).toEqual([]);
    await yes.context.close();

    // apply_coupon is not "yes": never applied.
    const no = await arrivedWithCode(DESKTOP, 'no', 'WELCOME10');
    await addToCart(no.page, variant.ID, 1);
    await openCart(no.page);
    expect(no.applies).toEqual([]);
    expect(await no.page.getByTestId('coupon-section').getAttribute('data-state')).toBe('empty');
    await no.context.close();

    // The store hides the coupon input on desktop (cart_show_input_coupon desktop 0): hidden and not applied there…
    await setCartSetting({ coupon_input: { mobile: 1, desktop: 0 } });
    const desktop = await arrivedWithCode(DESKTOP, 'yes', 'WELCOME10');
    await addToCart(desktop.page, variant.ID, 1);
    await openCart(desktop.page);
    expect(desktop.applies).toEqual([]);
    expect(await desktop.page.getByTestId('coupon-section').isVisible()).toBe(false);
    expect((await readCart(desktop.page)).coupon_record).toBeNull();
    await snapshot(desktop.page, 'cart-coupon-input-hidden-desktop');
    await desktop.context.close();

    // …while a phone, where the input shows, gets it applied.
    const phone = await arrivedWithCode(PHONE, 'yes', 'WELCOME10');
    await addToCart(phone.page, variant.ID, 1);
    await openCart(phone.page);
    await expect.poll(() => phone.page.getByTestId('coupon-section').getAttribute('data-state')).toBe('applied');
    expect(await phone.page.getByTestId('coupon-section').isVisible()).toBe(true);
    expect(phone.applies).toHaveLength(1);
    await snapshot(phone.page, 'cart-coupon-auto-applied-phone');
    expect((await readCart(phone.page)).coupon_record?.code).toBe('WELCOME10');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await setCartSetting(null);
  }, 180_000); // four shoppers, each opening the cart after hydration
});
