import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated, mailedLink, simpleProduct, uniqueEmail, url } from './shop';

/** The password every journey shopper signs up with. */
export const SHOPPER_PASSWORD = 'correct horse battery';

/** A shipping address the demo store delivers to. */
export const SHOPPER_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Marsh Lane',
  city: 'Portland',
  country: 'US',
  province: 'OR',
  postcode: '97201',
  phone: '+1 503 555 0100',
} as const;

/** Signs up through the register page; resolves once the page says the link was sent. */
export async function registerOnPage(page: Page, email: string, password = SHOPPER_PASSWORD): Promise<void> {
  await page.goto(url('/account/register'));
  await hydrated(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => page.getByTestId('verification-sent').textContent()).toContain(email);
}

/** Opens the link of the verification e-mail and confirms; ends on the sign-in page with the address filled in. */
export async function verifyFromMail(page: Page, email: string): Promise<void> {
  // The link exactly as the mail has it: on the store's own address.
  const link = await mailedLink(email, '/account/verify');
  expect(new URL(link).origin).toBe(new URL(url('/')).origin);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await page.waitForURL(/\/account\/login\?notice=verified/);
  await page.getByTestId('form-notice').waitFor();
  expect(await page.getByTestId('login-form').locator('input[name="email"]').inputValue()).toBe(email);
}

/** Signs in on the sign-in page (the address may already be filled in); ends on the page it returns to. */
export async function signInOnPage(page: Page, email: string, password = SHOPPER_PASSWORD): Promise<void> {
  if (!page.url().includes('/account/login')) await page.goto(url('/account/login'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/account/login'));
}

/**
 * A new shopper for a journey: registers on the page, opens the mailed
 * verification link, signs in. Resolves with the e-mail address; the page's
 * context then holds the session cookie.
 *
 * @example const email = await signInAsNewShopper(page);
 */
export async function signInAsNewShopper(page: Page, name = 'shopper'): Promise<string> {
  const email = uniqueEmail(name);
  await registerOnPage(page, email);
  await verifyFromMail(page, email);
  await signInOnPage(page, email);
  return email;
}

/**
 * Places a paid order for the page's shopper through the store API with the
 * page's own cookies (cart and, when signed in, session), as checkout does.
 * Resolves with the order number.
 */
export async function placeOrderWithApi(page: Page, email: string): Promise<string> {
  const product = await simpleProduct();
  const api = (path: string) => url(`/api/store${path}`);
  const added = await page.request.post(api('/cart'), { data: { variant_id: product.variants[0]!.ID, quantity: 1 } });
  expect(added.status()).toBe(200);
  const methods = (await (await page.request.get(api('/cart/payment'))).json()) as {
    methods: { id: string; kind: string }[];
  };
  const card = methods.methods.find((method) => /card/.test(method.id));
  const placed = await page.request.post(api('/cart/checkout'), {
    data: {
      email,
      shipping_address: SHOPPER_ADDRESS,
      payment_method: card!.id,
      card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2035, cvc: '123', name: 'Ada Lovelace' },
      idempotency_key: `account-journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const body = (await placed.json()) as { order: { number: string; payment_status: string } };
  expect(body.order.payment_status).toBe('paid');
  return body.order.number;
}
