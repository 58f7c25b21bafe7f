import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { openShopper, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';
import {
  addToCart,
  cartLinesOfOrder,
  fillCard,
  fillContact,
  linesOf,
  ordersOf,
  readCart,
  stockOf,
} from './checkout.helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

describe('checkout without JavaScript', () => {
  it('applies a code, estimates shipping, keeps a note, and buys through the steps with plain forms', async () => {
    const product = await simpleProduct(5);
    const variant = product.variants[0]!;
    const stockBefore = await stockOf(variant.ID);
    const email = uniqueEmail('nojs');
    const { context, page } = await openShopper(browser, { javaScript: false });
    await addToCart(page, variant.ID, 2);

    await page.goto(url('/cart'));
    // A wrong code: the spec's message on the field, what was typed kept.
    await page.fill('[data-testid="coupon-section"] input[name="code"]', 'NOPE');
    await page.click('[data-testid="coupon-section"] button[value="coupon-apply"]');
    expect(await page.locator('[data-testid="coupon-section"] [role="alert"]').textContent()).toBe(
      'The coupon code did not match',
    );
    expect(await page.inputValue('[data-testid="coupon-section"] input[name="code"]')).toBe('NOPE');
    await page.fill('[data-testid="coupon-section"] input[name="code"]', 'welcome10');
    await page.click('[data-testid="coupon-section"] button[value="coupon-apply"]');
    await page.waitForURL(url('/cart'));
    expect(await page.getByTestId('cart-discount').isVisible()).toBe(true);

    await page.selectOption('[data-testid="shipping-estimate"] select[name="country"]', 'US');
    await page.selectOption('[data-testid="shipping-estimate"] select[name="province"]', 'CA');
    await page.fill('[data-testid="shipping-estimate"] input[name="postcode"]', '94105');
    await page.click('[data-testid="shipping-estimate"] button[value="estimate"]');
    await page.check('[data-testid="cart-shipping-methods"] input[type="radio"] >> nth=0');
    await page.click('[data-testid="cart-shipping-methods"] button[value="shipping"]');
    expect((await readCart(page)).shipping.selected).not.toBeNull();
    expect((await readCart(page)).address).toMatchObject({ country: 'US', province: 'CA', postcode: '94105' });

    // The note's limit is the spec's: the field refuses more than 500 characters.
    await page.fill('[data-testid="cart-note"] textarea', 'Leave it with the neighbour, please.');
    await page.click('[data-testid="cart-note"] button[value="note"]');
    expect(await page.inputValue('[data-testid="cart-note"] textarea')).toBe('Leave it with the neighbour, please.');
    expect(await page.getAttribute('[data-testid="cart-note"] textarea', 'maxlength')).toBe('500');

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/checkouts\/[^/?]+$/);
    // A missing city comes back on its field, with everything else kept.
    await fillContact(page, email, {
      country: 'US',
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '500 Market Street',
      city: '',
      province: 'CA',
      postcode: '94105',
      phone: '',
    });
    await page.click('form[data-testid^="checkout-"] button[type="submit"]');
    expect(await page.locator('[data-field="shipping_address.city"]').textContent()).toContain('Enter a city');
    expect(await page.inputValue('input[name="email"]')).toBe(email);
    await page.fill('input[name="shipping_address.city"]', 'San Francisco');
    await page.click('form[data-testid^="checkout-"] button[type="submit"]');
    await page.waitForURL('**/checkouts/shipping');

    await page.check('input[type="radio"][name="shipping_method_id"] >> nth=0');
    await page.click('form[data-testid^="checkout-"] button[type="submit"]');
    await page.waitForURL('**/checkouts/payment');

    // Declined: translated message, no card number or security code in the returned page, retry pays.
    await fillCard(page, TEST_CARDS.insufficientFunds);
    await page.getByTestId('pay-button').click();
    expect(await page.getByTestId('checkout-error').getAttribute('data-code')).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    const html = await page.content();
    expect(html).not.toContain(TEST_CARDS.insufficientFunds);
    expect(await page.inputValue('input[name="card.cvc"]')).toBe('');
    expect(await page.inputValue('input[name="card.name"]')).toBe('Ada Lovelace');
    await fillCard(page, TEST_CARDS.success);
    const cart = await readCart(page);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');
    expect(await page.getByTestId('order-number').textContent()).toMatch(/VT-\d+/);

    const orders = await ordersOf(email);
    expect(orders.map((o) => o.payment_status)).toEqual(['unpaid', 'paid']);
    const order = orders[1]!;
    expect(order).toMatchObject({ status: 'open', total: cart.cart_total, discount: cart.discount_total });
    expect(order.discount).toBe(Math.round(variant.price * 2 * 0.1));
    expect(await linesOf(order.id)).toEqual([
      {
        variant_id: variant.ID,
        quantity: 2,
        unit_price: variant.price,
        line_total: variant.price * 2 - order.discount,
      },
    ]);
    expect(await stockOf(variant.ID)).toBe(stockBefore - 2);
    expect(await cartLinesOfOrder(order.id)).toBe(0);
    const [note] = await dbQuery<{ note: string }>(
      'SELECT c.note FROM carts c JOIN orders o ON o.cart_id = c.id WHERE o.id = $1',
      [order.id],
    );
    expect(note?.note).toBe('Leave it with the neighbour, please.');
    // The contact cookie is gone: a new checkout starts at the contact step.
    expect((await context.cookies()).some((c) => c.name === 'vitrine_checkout')).toBe(false);
    await context.close();
  });

  it('keeps the payment step closed until contact and shipping are given', async () => {
    const product = await simpleProduct(2);
    const { context, page } = await openShopper(browser, { javaScript: false });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/payment'));
    expect(new URL(page.url()).pathname).toBe('/checkouts/contact_information');
    await page.goto(url('/checkouts?step=contact_information'));
    expect(new URL(page.url()).pathname).toMatch(/^\/checkouts\/[A-Za-z0-9_-]+$/);
    // The address a shopper types by hand starts the same checkout.
    const started = new URL(page.url()).pathname;
    await page.goto(url('/checkout'));
    expect(new URL(page.url()).pathname).toBe(started);
    await context.close();
  });
});
