import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { hydrated, mailedToken, openShopper, simpleProduct, uniqueEmail, url } from './shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

const PASSWORD = 'linen-and-wool-42';

/** A verified customer registered through the store API, as a returning shopper would have. */
async function registeredCustomer(): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('wisher');
  const api = (path: string, body: unknown) =>
    fetch(url(`/api/store${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await api('/account/register', { email, password: PASSWORD, first_name: 'Wren' })).status).toBe(201);
  expect((await api('/account/verify', { token: await mailedToken(email) })).status).toBe(200);
  const [row] = await dbQuery<{ id: number }>('SELECT id FROM customers WHERE email = $1', [email]);
  return { email, id: row!.id };
}

const wishRows = (customerId: number, productId: number) =>
  dbQuery<{ product_id: number; variant_id: number | null }>(
    'SELECT product_id, variant_id FROM wishlist_items WHERE customer_id = $1 AND product_id = $2',
    [customerId, productId],
  );

describe('wish list heart on the product page', () => {
  it('asks a signed-out shopper to sign in, then saves the product; a second click removes it', async () => {
    const product = await simpleProduct(1);
    const customer = await registeredCustomer();
    const { context, page, errors } = await openShopper(browser);

    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    const heart = page.locator('[data-testid="product-wishlist"] button[aria-pressed]');
    // The heart's code loads at the shopper's first interaction with the page, here pointing at it (a click
    // before it arrives posts the plain form, which signs in on its own page); its box says `ready` once the
    // heart answers in place.
    await heart.hover();
    await page.locator('[data-testid="product-wishlist"] [data-state="ready"]').waitFor({ state: 'attached' });
    await expect.poll(() => heart.getAttribute('data-state')).toBe('off');

    await heart.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toMatch(/sign in/i);
    // Nothing was saved for anyone while signed out.
    expect(await dbQuery('SELECT 1 FROM wishlist_items WHERE product_id = $1', [product.ID])).toHaveLength(0);

    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });

    // The click that asked for the sign-in meant "save this": it is saved once signed in.
    await expect.poll(() => heart.getAttribute('data-state'), { timeout: 10_000 }).toBe('on');
    await expect.poll(async () => (await wishRows(customer.id, product.ID)).length, { timeout: 10_000 }).toBe(1);
    const [row] = await wishRows(customer.id, product.ID);
    expect(row!.variant_id).toBe(product.variants[0]!.ID);

    // Reloaded, the server already knows: the heart is drawn filled before any script runs.
    await page.reload();
    expect(await heart.getAttribute('data-state')).toBe('on');
    await hydrated(page);
    await heart.hover();
    await page.locator('[data-testid="product-wishlist"] [data-state="ready"]').waitFor({ state: 'attached' });

    await heart.click();
    await expect.poll(() => heart.getAttribute('data-state')).toBe('off');
    await expect.poll(async () => (await wishRows(customer.id, product.ID)).length, { timeout: 10_000 }).toBe(0);
    await page.screenshot({ path: '/tmp/shots-showcase/wishlist-after.png' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
