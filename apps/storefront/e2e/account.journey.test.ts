import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { hydrated, openShopper, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';
import { addToCart, fillCard, fillContact, ordersOf } from './checkout.helpers';
import { registerOnPage, SHOPPER_PASSWORD, signInOnPage, verifyFromMail } from './account-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

describe('account journey', () => {
  // Two browsers, mail and several pages: about 25 s on a quiet 2-core machine.
  it(
    'register → verify by mail → sign in → address → order history, with the rows the store wrote',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await openShopper(browser);
      const email = uniqueEmail('journey');

      // Signed out, the account sends the shopper to sign in and comes back afterwards.
      await page.goto(url('/account/orders'));
      expect(new URL(page.url()).pathname).toBe('/account/login');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe('/account/orders');

      await registerOnPage(page, email);
      const [pending] = await dbQuery<{ email_verified_at: Date | null }>(
        'SELECT email_verified_at FROM customers WHERE lower(email) = lower($1)',
        [email],
      );
      expect(pending?.email_verified_at).toBeNull();

      // Before the link is opened, signing in says why it cannot.
      await page.goto(url('/account/login'));
      await signInAttempt(email, SHOPPER_PASSWORD);
      expect(await page.getByTestId('form-error').textContent()).toContain('confirm your e-mail address');

      await verifyFromMail(page, email);
      // A wrong password is refused without saying which field was wrong; the address stays typed.
      await signInAttempt(email, 'not the password');
      expect(await page.getByTestId('form-error').textContent()).toContain('is not right');
      expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

      await signInOnPage(page, email);
      expect(new URL(page.url()).pathname).toBe('/account');
      await hydrated(page);
      expect(await page.getByTestId('account-email').textContent()).toContain(email);
      expect(await page.getByTestId('account-link').getAttribute('data-signed-in')).toBe('true');

      // First address: the form is there at once; empty fields are refused with their own messages.
      await page.getByRole('link', { name: 'Addresses' }).first().click();
      await page.waitForURL(/\/account\/addresses/);
      const form = page.getByTestId('address-form');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect.poll(() => page.getByTestId('error-first_name').textContent()).toBe('Enter a first name');
      expect(await page.getByTestId('error-city').textContent()).toBe('Enter a city');
      await form.getByLabel('Country/region').selectOption('US');
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByLabel('Address', { exact: true }).fill('12 Marsh Lane');
      await form.getByLabel('City').fill('Portland');
      await form.getByLabel('State/province').selectOption('OR');
      await form.getByLabel('Postal code').fill('97201');
      await form.getByLabel('Phone').fill('503 555 0100');
      await form.getByRole('button', { name: 'Save address' }).click();
      await page.waitForURL(/saved=created/);
      const card = page.getByTestId('address-card');
      // The URL changes as the navigation starts; the saved list comes with it.
      await page.getByTestId('form-notice').waitFor();
      expect(await card.count()).toBe(1);
      expect(await card.textContent()).toContain('12 Marsh Lane');
      expect(await card.textContent()).toContain('Default address');

      // The signed-in shopper buys through the checkout pages; the order belongs to the account.
      const product = await simpleProduct(3);
      await addToCart(page, product.variants[0]!.ID, 1);
      await page.goto(url('/checkouts/all_in_one'));
      await hydrated(page);
      await fillContact(page, email, {
        country: 'US',
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '12 Marsh Lane',
        city: 'Portland',
        province: 'OR',
        postcode: '97201',
        phone: '503 555 0100',
      });
      await page.locator('[data-testid="cart-shipping-methods"], [role="radiogroup"]').first().waitFor();
      await page.getByText('Standard shipping').click();
      await fillCard(page, TEST_CARDS.success);
      await page.getByTestId('pay-button').click();
      await page.waitForURL('**/checkouts/thank?**');
      const [placed] = await ordersOf(email);
      const number = placed!.number;
      expect(await page.getByTestId('order-number').textContent()).toContain(number);
      await page.goto(url('/account/orders'));
      const row = page.locator(`[data-testid="order-row"][data-number="${number}"]`);
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain('Paid');
      await row.getByRole('link', { name: number }).click();
      await page.waitForURL(new RegExp(`/account/orders/${number}$`));
      expect(await page.getByTestId('order-title').textContent()).toBe(`Order \u2068${number}\u2069`);
      expect(await page.getByTestId('order-line').count()).toBe(1);
      expect(await page.getByTestId('order-address').textContent()).toContain('Marsh Lane');
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('In Process');

      // Another shopper's order number is simply not found.
      const stranger = await browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(url(`/account/orders/${number}`));
      expect(new URL(strangerPage.url()).pathname).toBe('/account/login');
      await stranger.close();

      const [customer] = await dbQuery<{ id: number; email_verified_at: Date | null; first_name: string }>(
        'SELECT id, email_verified_at, first_name FROM customers WHERE lower(email) = lower($1)',
        [email],
      );
      expect(customer?.email_verified_at).toBeInstanceOf(Date);
      expect(customer?.first_name).toBe('Ada');
      const addresses = await dbQuery<{ city: string; province: string; phone: string; is_default: boolean }>(
        'SELECT city, province, phone, is_default FROM customer_addresses WHERE customer_id = $1',
        [customer!.id],
      );
      expect(addresses).toEqual([{ city: 'Portland', province: 'OR', phone: '+15035550100', is_default: true }]);
      const [order] = await dbQuery<{ customer_id: number; email: string; payment_status: string }>(
        'SELECT customer_id, email, payment_status FROM orders WHERE number = $1',
        [number],
      );
      expect(order).toEqual({ customer_id: customer!.id, email, payment_status: 'paid' });
      const sessions = await dbQuery<{ count: number }>(
        'SELECT count(*)::int AS count FROM sessions WHERE customer_id = $1',
        [customer!.id],
      );
      expect(sessions[0]?.count).toBeGreaterThanOrEqual(1);

      // Signing out ends the session on the server too.
      await page.goto(url('/account'));
      await hydrated(page);
      await page.getByTestId('sign-out').click();
      await page.waitForURL(/notice=signed-out/);
      const after = await dbQuery<{ count: number }>(
        'SELECT count(*)::int AS count FROM sessions WHERE customer_id = $1',
        [customer!.id],
      );
      expect(after[0]?.count).toBe(0);
      expect(errors).toEqual([]);
      await context.close();

      async function signInAttempt(address: string, password: string) {
        await page.getByLabel('E-mail address').fill(address);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByTestId('form-error').waitFor();
      }
    },
  );

  it('profile: name and marketing opt-in saved without JavaScript', { timeout: 120_000 }, async () => {
    const { page: jsPage, context: jsContext } = await openShopper(browser);
    const email = uniqueEmail('profile');
    await registerOnPage(jsPage, email);
    await verifyFromMail(jsPage, email);
    const cookies = await jsContext.cookies();
    await jsContext.close();

    const { page, context } = await openShopper(browser, { javaScript: false });
    await context.addCookies(cookies);
    await page.goto(url('/account/login'));
    await signInOnPage(page, email);
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Send me news and offers by e-mail').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('form-notice').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');

    const [row] = await dbQuery<{ first_name: string; last_name: string; subscribed: boolean }>(
      `SELECT first_name, last_name, EXISTS (SELECT 1 FROM subscribers s WHERE s.email = lower(c.email)) AS subscribed
       FROM customers c WHERE lower(email) = lower($1)`,
      [email],
    );
    expect(row).toEqual({ first_name: 'Grace', last_name: 'Hopper', subscribed: true });

    await page.getByLabel('Send me news and offers by e-mail').uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('form-notice').waitFor();
    const subscribed = await dbQuery('SELECT 1 FROM subscribers WHERE email = lower($1)', [email]);
    expect(subscribed).toEqual([]);
    await context.close();
  });
});
