import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { dbQuery } from './db';
import { url } from './shop';

/** Puts `quantity` of a variant in the shopper's cart through the store API (the browser context keeps the cookie). */
export async function addToCart(page: Page, variantId: number, quantity: number): Promise<PricedCartJson> {
  const response = await page.request.post(url('/api/store/cart'), { data: { variant_id: variantId, quantity } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return readCart(page);
}

/** The shopper's cart as the server prices it. */
export async function readCart(page: Page): Promise<PricedCartJson> {
  const response = await page.request.get(url('/api/store/cart'));
  return (await response.json()) as PricedCartJson;
}

/** Units on hand of a variant. */
export async function stockOf(variantId: number): Promise<number> {
  const [row] = await dbQuery<{ on_hand: number }>('SELECT on_hand FROM inventory_levels WHERE variant_id = $1', [
    variantId,
  ]);
  return Number(row?.on_hand ?? 0);
}

/** The order rows the store wrote for an e-mail address, oldest first. */
export async function ordersOf(email: string) {
  return dbQuery<{
    id: number;
    number: string;
    status: string;
    payment_status: string;
    payment_code: string | null;
    payment_method: string;
    subtotal: number;
    discount: number;
    shipping: number;
    tax: number;
    total: number;
    currency: string;
    idempotency_key: string;
    shipping_address: Record<string, string>;
  }>('SELECT * FROM orders WHERE email = $1 ORDER BY id', [email.toLowerCase()]);
}

export async function linesOf(orderId: number) {
  return dbQuery<{ variant_id: number; quantity: number; line_total: number; unit_price: number }>(
    'SELECT variant_id, quantity, line_total, unit_price FROM order_lines WHERE order_id = $1 ORDER BY position',
    [orderId],
  );
}

/** Lines left in the cart row the order came from (a paid order empties its cart). */
export async function cartLinesOfOrder(orderId: number): Promise<number> {
  const [row] = await dbQuery<{ count: number }>(
    'SELECT count(l.id)::int AS count FROM orders o LEFT JOIN cart_lines l ON l.cart_id = o.cart_id WHERE o.id = $1',
    [orderId],
  );
  return Number(row?.count ?? -1);
}

/** A US address in California (tax and the US shipping zone apply). */
export const CALIFORNIA = {
  country: 'US',
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '500 Market Street',
  city: 'San Francisco',
  province: 'CA',
  postcode: '94105',
  phone: '415 555 0100',
};

/** Fills email and shipping address of the checkout form on the page. */
export async function fillContact(page: Page, email: string, address = CALIFORNIA): Promise<void> {
  // The checkout's own field: the site's footer has a newsletter e-mail field too.
  await page.fill('form[data-testid^="checkout-"] input[name="email"]', email);
  await page.selectOption('select[name="shipping_address.country"]', address.country);
  for (const field of ['first_name', 'last_name', 'address1', 'city', 'postcode', 'phone'] as const) {
    await page.fill(`input[name="shipping_address.${field}"]`, address[field]);
  }
  const province = page.locator('select[name="shipping_address.province"]');
  await expect.poll(() => province.count()).toBe(1);
  await province.selectOption(address.province);
}

/** Fills the card fields; the number decides the outcome with the test card provider. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.check('input[name="payment_method"][value="test_card"]');
  await page.fill('input[name="card.number"]', number);
  await page.fill('input[name="card.name"]', 'Ada Lovelace');
  await page.fill('input[name="card.expiry"]', '12 / 34');
  await page.fill('input[name="card.cvc"]', '123');
}
