import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { CALIFORNIA, fillContact, stockOf } from './checkout.helpers';
import { closeDb } from './db';
import { openShopper, simpleProduct, uniqueEmail, url } from './shop';

/**
 * The per-address limits over HTTP (the e2e server trusts X-Forwarded-For from
 * loopback, so each case speaks for its own client address): new carts,
 * checkouts, unpaid cash-on-delivery orders, and the recent-purchases feed.
 */

/**
 * This run's own addresses (a window of the limits outlives no database, but a rerun should not meet another's
 * count), in 172.16.0.0/12, where no other file speaks from: the journeys' 10.x shoppers (topology, shutdown,
 * tracking) share this server's counts.
 */
const RUN = Math.floor(Math.random() * 250);
let host = 0;
const newAddress = () => `172.${16 + Math.floor((host += 1) / 250)}.${RUN}.${host % 250}`;

const BAD_CARD = {
  number: '4242 4242 4242 4241',
  expiry_month: 12,
  expiry_year: 2040,
  cvc: '123',
  name: 'Ada Lovelace',
};
let keys = 0;
const newKey = () => `limits-${Date.now()}-${(keys += 1)}-abcdefgh`;

/** One client (its address, its cart cookie) of the store API. */
function client(address: string) {
  let cookie = '';
  return async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(url(`/api/store${path}`), {
      method,
      headers: {
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('vitrine_cart=')) cookie = setCookie.split(';')[0] ?? '';
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as ApiErrorBody & Record<string, unknown>,
    };
  };
}

/** The 429 every limit answers: the spec's message, the JSON error shape, and when to come back. */
function expectTooMany(result: { status: number; headers: Headers; json: unknown }, windowSeconds: number) {
  expect(result.status).toBe(429);
  expect(result.json).toEqual({
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Frequent operations, please try again tomorrow',
  });
  const retryAfter = Number(result.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

let browser: Browser;
let variantId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const product = await simpleProduct(10);
  variantId = product.variants[0]!.ID;
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

const checkoutBody = (payment: Record<string, unknown>, city = CALIFORNIA.city) => ({
  email: 'limits@example.com',
  shipping_address: { ...CALIFORNIA, city },
  idempotency_key: newKey(),
  ...payment,
});

describe('per-address limits on carts and checkouts', () => {
  it('one address creates 200 carts an hour; the 201st is a 429 with Retry-After, another address is not held back', async () => {
    const address = newAddress();
    const add = () => client(address)('POST', '/cart', { variant_id: variantId, quantity: 1 });
    const statuses: number[] = [];
    // Ten at a time: the count is one atomic update, so parallel adds lose none.
    for (let batch = 0; batch < 20; batch += 1)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, add))).map((r) => r.status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectTooMany(await client(address)('POST', '/cart', { variant_id: variantId, quantity: 1 }), 3600);
    expect((await client(newAddress())('POST', '/cart', { variant_id: variantId, quantity: 1 })).status).toBe(200);
  });

  it('one address starts 60 checkouts an hour: the 61st is refused before the card is looked at', async () => {
    const call = client(newAddress());
    expect((await call('POST', '/cart', { variant_id: variantId, quantity: 1 })).status).toBe(200);
    for (let n = 1; n <= 60; n += 1) {
      const tried = await call('POST', '/cart/checkout', checkoutBody({ payment_method: 'test_card', card: BAD_CARD }));
      expect([tried.status, tried.json.code]).toEqual([422, 'CARD_NUMBER_INVALID']);
    }
    expectTooMany(
      await call('POST', '/cart/checkout', checkoutBody({ payment_method: 'test_card', card: BAD_CARD })),
      3600,
    );
  });

  it('cash on delivery: at most 5 of one item; 3 unpaid orders per address per 30 minutes; never in the recent-purchases feed', async () => {
    const address = newAddress();
    const stockBefore = await stockOf(variantId);
    const big = client(address);
    await big('POST', '/cart', { variant_id: variantId, quantity: 6 });
    const tooMany = await big('POST', '/cart/checkout', checkoutBody({ payment_method: 'cash_on_delivery' }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toMatchObject({ status: 422, code: 'MANUAL_PAYMENT_QUANTITY_LIMIT', field: 'payment_method' });
    expect(await stockOf(variantId)).toBe(stockBefore);

    for (let n = 1; n <= 3; n += 1) {
      const call = client(address);
      await call('POST', '/cart', { variant_id: variantId, quantity: 1 });
      const placed = await call(
        'POST',
        '/cart/checkout',
        checkoutBody({ payment_method: 'cash_on_delivery' }, 'Buy cheap at evil example'),
      );
      expect(placed.status).toBe(201);
    }
    const fourth = client(address);
    await fourth('POST', '/cart', { variant_id: variantId, quantity: 1 });
    expectTooMany(await fourth('POST', '/cart/checkout', checkoutBody({ payment_method: 'bank_transfer' })), 1800);
    expect(await stockOf(variantId)).toBe(stockBefore - 3);
    // The same address still pays by card.
    const card = {
      number: '4242 4242 4242 4242',
      expiry_month: 12,
      expiry_year: 2040,
      cvc: '123',
      name: 'Ada Lovelace',
    };
    const paid = await fourth('POST', '/cart/checkout', checkoutBody({ payment_method: 'test_card', card }, 'Tromsø'));
    expect(paid.status).toBe(201);

    const feed = await (await fetch(url('/api/store/last-sales?limit=20'))).json();
    expect(JSON.stringify(feed)).not.toContain('evil');
    expect(JSON.stringify(feed)).toContain('Tromsø');
  });

  it('the page checkout answers the limit with a 429 page that says so, and the form again', async () => {
    const address = newAddress();
    // This address already placed its 3 unpaid orders.
    for (let n = 1; n <= 3; n += 1) {
      const call = client(address);
      await call('POST', '/cart', { variant_id: variantId, quantity: 1 });
      expect((await call('POST', '/cart/checkout', checkoutBody({ payment_method: 'cash_on_delivery' }))).status).toBe(
        201,
      );
    }
    const { context, page } = await openShopper(browser, { javaScript: false });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await page.request.post(url('/api/store/cart'), { data: { variant_id: variantId, quantity: 1 } });
    await page.goto(url('/checkouts/contact_information'));
    await fillContact(page, uniqueEmail('limits'));
    await page.click('form[data-testid^="checkout-"] button[type="submit"]');
    await page.waitForURL('**/checkouts/shipping');
    await page.check('input[type="radio"][name="shipping_method_id"] >> nth=0');
    await page.click('form[data-testid^="checkout-"] button[type="submit"]');
    await page.waitForURL('**/checkouts/payment');
    await page.check('input[type="radio"][name="payment_method"][value="cash_on_delivery"]');
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/checkouts/payment'),
    );
    await page.getByTestId('pay-button').click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await page.waitForLoadState();
    expect(await page.getByTestId('checkout-error').getAttribute('data-code')).toBe('TOO_MANY_REQUESTS');
    expect(await page.getByTestId('checkout-error').textContent()).toContain(
      'Frequent operations, please try again tomorrow',
    );
    expect(await page.getByTestId('pay-button').isVisible()).toBe(true);
    await context.close();
  });
});
