import type { Browser } from 'playwright-core';
import { connectDatabase, createOrders } from '@vitrine/commerce/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { openShopper, simpleProduct, uniqueEmail, url } from './shop';
import { placeOrderWithApi, SHOPPER_ADDRESS } from './account-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** A UPS-shaped tracking number (the store's carriers are recognised by shape). */
/** A UPS-shaped number of this run's own (other suites look up the documented sample number). */
const UPS_NUMBER = `1Z${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('order tracking page', () => {
  it('shows the stages for the right e-mail, nothing for a wrong one, and the carrier once shipped', async () => {
    const { page: buyer, context: buyerContext } = await openShopper(browser);
    const email = uniqueEmail('tracking');
    const number = await placeOrderWithApi(buyer, email);
    await buyerContext.close();

    const { page, context, errors } = await openShopper(browser);
    await page.goto(url(`/order-tracking?order=${number}`));
    expect(await page.getByLabel('Order number').inputValue()).toBe(number);

    // A wrong e-mail finds nothing, and the page says nothing about the order.
    await page.getByLabel('E-mail address').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect.poll(() => page.getByTestId('tracking-result').textContent()).toContain('Could Not Find Order');
    const result = (await page.getByTestId('tracking-result').textContent()) ?? '';
    expect(result).not.toContain(number);
    expect(result).not.toContain('Ordered');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('someone.else@example.com');

    // The right e-mail (in any letter case) shows the stages: paid, so "In Process" is where it is.
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect.poll(() => page.getByTestId('tracking-result').textContent()).toContain(`Order ${number}`);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('In Process');
    expect(await page.getByTestId('carrier-link').count()).toBe(0);

    // The merchant ships it: the page then names the stage and links to the carrier.
    await dbQuery(
      `UPDATE orders SET fulfillment_status = 'fulfilled', tracking_number = $2, tracking_status = 'transit' WHERE number = $1`,
      [number, UPS_NUMBER],
    );
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect
      .poll(() => page.getByTestId('carrier-link').getAttribute('href'))
      .toBe(`https://www.ups.com/track?tracknum=${UPS_NUMBER}`);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('In Transit');

    // The tracking number alone works too, as a link (no e-mail needed: it names no shopper).
    await page.goto(url(`/order-tracking?tracking_number=${UPS_NUMBER}`));
    expect(await page.getByTestId('tracking-result').textContent()).toContain(`Order ${number}`);

    // An invalid tracking number is refused on its field.
    await page.getByLabel('Tracking number').fill('ab');
    await page.getByRole('button', { name: 'Track parcel' }).click();
    await expect.poll(() => page.getByTestId('error-tracking_number').textContent()).toContain('5 to 50');

    const [order] = await dbQuery<{ email: string; status: string; payment_status: string; tracking_number: string }>(
      'SELECT email, status, payment_status, tracking_number FROM orders WHERE number = $1',
      [number],
    );
    expect(order).toEqual({ email, status: 'open', payment_status: 'paid', tracking_number: UPS_NUMBER });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a cancelled unpaid order will not ship, not that it waits for the carrier', async () => {
    const { page, context, errors } = await openShopper(browser);
    const email = uniqueEmail('cancelled');
    const product = await simpleProduct();
    const api = (path: string) => url(`/api/store${path}`);
    // A shopper of their own address: unpaid orders are limited per address.
    const headers = {
      'X-Forwarded-For': `10.61.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
    const added = await page.request.post(api('/cart'), {
      headers,
      data: { variant_id: product.variants[0]!.ID, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    const placed = await page.request.post(api('/cart/checkout'), {
      headers,
      data: {
        email,
        shipping_address: SHOPPER_ADDRESS,
        payment_method: 'cash_on_delivery',
        idempotency_key: `cancelled-${Date.now()}`,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string; pay_by: string } };
    // The store's own timeout cancels it once its payment deadline passes.
    const db = await connectDatabase({ databaseUrl: inject('databaseUrl') });
    try {
      expect(await createOrders(db).cancelExpiredOrders(new Date(order.pay_by))).toContain(order.number);
    } finally {
      await db.close();
    }

    await page.goto(url(`/order-tracking?order=${order.number}`));
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect.poll(() => page.getByTestId('tracking-result').textContent()).toContain('Cancelled');
    const result = (await page.getByTestId('tracking-result').textContent()) ?? '';
    expect(result).toContain('This order was cancelled and will not be shipped.');
    expect(result).not.toContain('Waiting for the carrier');
    expect(await page.locator('[aria-current="step"]').count()).toBe(0);
    const [row] = await dbQuery<{ status: string; payment_status: string }>(
      'SELECT status, payment_status FROM orders WHERE number = $1',
      [order.number],
    );
    expect(row).toEqual({ status: 'cancelled', payment_status: 'unpaid' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
