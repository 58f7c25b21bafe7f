import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { hydrated, openShopper, PHONE, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';
import { addToCart, fillCard, fillContact, ordersOf, readCart } from './checkout.helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** Holds every script of the page until `release()`: what the shopper does meanwhile happens before hydration. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await gate;
    // A script asked for after the page closed has nobody to answer.
    await route.continue().catch(() => undefined);
  });
  return { release: () => open() };
}

/** Answers the page's own form posts with `answer`; its data reloads go through. */
async function onFormPost(
  page: Page,
  path: string,
  answer: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const pattern = `**${path}.data**`;
  const handler = (route: Route) => (route.request().method() === 'POST' ? answer(route) : route.continue());
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

const CANADA = {
  country: 'CA',
  first_name: 'Grace',
  last_name: 'Hopper',
  address1: '290 Bremner Blvd',
  city: 'Toronto',
  province: 'ON',
  postcode: 'M5V 3L9',
  phone: '416 555 0199',
};

describe('checkout built from the kit', () => {
  it('spec 5 / defects 2 and 6: on a phone, what is typed and the country picked before and during hydration stay, through every step, into the order', async () => {
    const product = await simpleProduct(5);
    const email = uniqueEmail('kit-phone');
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await addToCart(page, product.variants[0]!.ID, 1);

    const scripts = await holdScripts(page);
    await page.goto(url('/checkouts/contact_information'), { waitUntil: 'commit' });
    // Typed at once, before any script ran: the server-rendered form takes it.
    // The checkout's own form: the site's footer has an e-mail field of its own (the newsletter).
    const form = page.locator('form[data-testid^="checkout-"]');
    await form.locator('input[name="email"]').fill(email);
    await page.selectOption('select[name="shipping_address.country"]', CANADA.country);
    await page.fill('input[name="shipping_address.first_name"]', CANADA.first_name);
    await page.fill('input[name="shipping_address.address1"]', CANADA.address1);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    scripts.release();
    // Typing goes on while the page hydrates.
    await page.fill('input[name="shipping_address.last_name"]', CANADA.last_name);
    await page.fill('input[name="shipping_address.city"]', CANADA.city);
    await hydrated(page);
    await page.fill('input[name="shipping_address.postcode"]', CANADA.postcode);
    await page.fill('input[name="shipping_address.phone"]', `${CANADA.phone}#x`);

    // The country picked before the scripts loaded sticks, and brings its own provinces and dial code.
    expect(await page.inputValue('select[name="shipping_address.country"]')).toBe('CA');
    const province = page.locator('select[name="shipping_address.province"]');
    await expect.poll(() => province.locator('option[value="ON"]').count()).toBe(1);
    await province.selectOption(CANADA.province);
    expect(await page.getByText('+1', { exact: false }).count()).toBeGreaterThan(0);
    for (const [name, value] of [
      ['email', email],
      ['shipping_address.first_name', CANADA.first_name],
      ['shipping_address.last_name', CANADA.last_name],
      ['shipping_address.address1', CANADA.address1],
      ['shipping_address.city', CANADA.city],
      ['shipping_address.postcode', CANADA.postcode],
      // Spec 5: only digits and + - ( ) . / (and spaces) stay in a phone number.
      ['shipping_address.phone', CANADA.phone],
    ] as const) {
      expect(await form.locator(`input[name="${name}"]`).inputValue(), name).toBe(value);
    }

    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await page.getByText('Express shipping').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    // Typed right after the navigation: nothing that renders after arrival wipes it.
    await fillCard(page, TEST_CARDS.success);
    await page.waitForTimeout(300);
    expect(await page.inputValue('input[name="card.name"]')).toBe('Ada Lovelace');
    expect(await page.inputValue('input[name="card.number"]')).toBe(TEST_CARDS.success);
    const shown = Number(await page.getByTestId('pay-button').getAttribute('data-amount'));
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');

    const [order, ...more] = await ordersOf(email);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ payment_status: 'paid', total: shown, shipping: 2495 });
    expect(order!.shipping_address).toMatchObject({
      country: 'CA',
      province: 'ON',
      first_name: CANADA.first_name,
      last_name: CANADA.last_name,
      address1: CANADA.address1,
      city: CANADA.city,
      postcode: CANADA.postcode,
    });
    // The server adds the country's dial code (spec 5).
    expect(order!.shipping_address.phone).toMatch(/^\+1/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('address auto-complete: the keyboard picks a Canadian city from the suggestions, which fills state and postcode into the order', async () => {
    const product = await simpleProduct(5);
    const email = uniqueEmail('places');
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/contact_information'));
    await hydrated(page);
    const form = page.locator('form[data-testid^="checkout-"]');
    await form.locator('input[name="email"]').fill(email);
    await page.selectOption('select[name="shipping_address.country"]', 'CA');
    await expect
      .poll(() => page.locator('select[name="shipping_address.province"] option[value="ON"]').count())
      .toBe(1);
    await page.fill('input[name="shipping_address.first_name"]', CANADA.first_name);
    await page.fill('input[name="shipping_address.last_name"]', CANADA.last_name);
    await page.fill('input[name="shipping_address.address1"]', CANADA.address1);
    const city = page.getByRole('combobox', { name: 'City' });
    await city.pressSequentially('Toro');
    const list = page.getByRole('listbox', { name: 'Matching places' });
    await list.waitFor();
    expect(await list.getByRole('option').allTextContents()).toEqual(['Toronto, Ontario, M5H 2N2, Canada']);
    await city.press('ArrowDown');
    await city.press('Enter');
    await list.waitFor({ state: 'detached' });
    // Enter chose the place; it did not post the form.
    expect(new URL(page.url()).pathname).toBe('/checkouts/contact_information');
    expect(await city.inputValue()).toBe('Toronto');
    expect(await page.inputValue('select[name="shipping_address.province"]')).toBe('ON');
    expect(await page.inputValue('input[name="shipping_address.postcode"]')).toBe('M5H 2N2');

    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/checkouts/shipping');
    await page.getByText('Express shipping').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkouts/payment');
    await fillCard(page, TEST_CARDS.success);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**');
    const [order] = await ordersOf(email);
    expect(order!.shipping_address).toMatchObject({
      country: 'CA',
      city: 'Toronto',
      province: 'ON',
      postcode: 'M5H 2N2',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 3: the one-page checkout’s pay button shows the server’s total after switching to Express, and that is the charge', async () => {
    const product = await simpleProduct(5);
    const email = uniqueEmail('kit-express');
    const { context, page, errors } = await openShopper(browser);
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/all_in_one'));
    await hydrated(page);
    await fillContact(page, email);
    const pay = page.getByTestId('pay-button');
    await page.getByText('Standard shipping').click();
    await expect.poll(async () => (await readCart(page)).shipping.selected).not.toBeNull();
    const standard = await readCart(page);
    await expect.poll(() => pay.getAttribute('data-amount')).toBe(String(standard.cart_total));

    await page.getByText('Express shipping').click();
    await expect.poll(async () => (await readCart(page)).cart_total).not.toBe(standard.cart_total);
    const express = await readCart(page);
    expect(express.shipping_total).toBe(1995);
    // The button and the summary both show the server's new total before the shopper pays.
    await expect.poll(() => pay.getAttribute('data-amount')).toBe(String(express.cart_total));
    expect(await page.getByTestId('summary-total').getAttribute('data-amount')).toBe(String(express.cart_total));
    const dollars = `$${(express.cart_total / 100).toFixed(2)}`;
    expect(await page.getByTestId('summary-total').textContent()).toContain(dollars);
    expect(await pay.textContent()).toContain(dollars);

    await fillCard(page, TEST_CARDS.success);
    await pay.click();
    await page.waitForURL('**/checkouts/thank?**');
    const [order, ...more] = await ordersOf(email);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ payment_status: 'paid', total: express.cart_total, shipping: 1995 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 5: a lost payment answer is said in place with focus on it, and the order’s real state is looked up by the idempotency key', async () => {
    const product = await simpleProduct(5);
    const email = uniqueEmail('kit-lost');
    const { context, page } = await openShopper(browser);
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/all_in_one'));
    await hydrated(page);
    await fillContact(page, email);
    await page.getByText('Standard shipping').click();
    await expect.poll(async () => (await readCart(page)).shipping.selected).not.toBeNull();
    await fillCard(page, TEST_CARDS.success);
    const key = await page.inputValue('input[name="idempotency_key"]');

    // 1. The network drops before the payment reaches the store: nothing was placed, said in place.
    const stopDropping = await onFormPost(page, '/checkouts/all_in_one', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByTestId('pay-button').click();
    const banner = page.getByTestId('checkout-error');
    await expect.poll(() => banner.getAttribute('data-code'), { timeout: 20_000 }).toBe('CHECKOUT_NOT_PLACED');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="checkout-error"]') !== null))
      .toBe(true);
    expect((await banner.textContent())?.trim()).not.toBe('CHECKOUT_NOT_PLACED');
    expect(await ordersOf(email)).toEqual([]);
    expect(await page.inputValue('input[name="shipping_address.city"]')).toBe('San Francisco');
    expect(await page.inputValue('input[name="card.name"]')).toBe('Ada Lovelace');
    expect(await page.inputValue('input[name="idempotency_key"]')).toBe(key);
    await stopDropping();

    // 2. The store places the order but its answer is lost as a 503: the lookup finds the order and goes on to it.
    await onFormPost(page, '/checkouts/all_in_one', async (route) => {
      await route.fetch({ maxRedirects: 0 });
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await page.fill('input[name="card.number"]', TEST_CARDS.success);
    await page.fill('input[name="card.cvc"]', '123');
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/checkouts/thank?**', { timeout: 30_000 });
    const orders = await ordersOf(email);
    expect(orders.map((o) => [o.payment_status, o.idempotency_key])).toEqual([['paid', key]]);
    await context.close();
  });
});
