import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { launchBrowser } from './browser';
import { fillCard, fillContact } from './checkout.helpers';
import { databaseAt } from './db';
import { freshDatabase } from './global-setup';
import { startOwnServer, type OwnServer } from './own-server';
import { hydrated, openShopper, TEST_CARDS, uniqueEmail } from './shop';

/**
 * A merchant's own store, from an empty database: the `vitrine` command
 * imports their Shopify product CSV (one row refused, named by its line) and
 * sets their theme, public address and shipping zone; the storefront started on that store loads no demo data,
 * shows the imported product, finds it by search and sells it with the test
 * card; the demo's coupons are not there; a restart keeps it all.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const VITRINE = path.join(REPO, 'packages/cli/bin/vitrine.mjs');
const CSV = path.join(import.meta.dirname, 'fixtures/ashgrove-products.csv');
const CANONICAL = 'https://shop.ashgrove.example/products/speckled-stoneware-mug';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command as the merchant would, in its own process, on the test's store. */
function vitrine(args: string[], databaseUrl: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [VITRINE, ...args, '--database-url', databaseUrl],
      { cwd: REPO, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

let browser: Browser;
let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let db: pg.Pool;
let server: OwnServer | undefined;

beforeAll(async () => {
  [browser, database] = await Promise.all([launchBrowser(), freshDatabase()]);
  db = databaseAt(database.url);
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-merchant-'));
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await browser?.close();
  await db?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startShop(): Promise<OwnServer> {
  return startOwnServer({ DATABASE_URL: database.url, VITRINE_DATA_DIR: dataDir });
}

async function stopShop(): Promise<void> {
  server!.child.kill('SIGTERM');
  await server!.exited;
  server = undefined;
}

/** What the shop shows of the mug: its heading, the glaze choices, the first price. */
async function mugPage(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/products/speckled-stoneware-mug`);
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Speckled Stoneware Mug' }).waitFor();
  return (await page.getByRole('main').locator('section:has(> h1)').textContent()) ?? '';
}

describe("a merchant's own store", () => {
  it(
    'imports their CSV with the command, sells an imported product, has no demo coupon, and keeps it all over a restart',
    { timeout: 300_000 },
    async () => {
      // The merchant's picture, by path, in the store's media folder.
      mkdirSync(path.join(dataDir, 'media'), { recursive: true });
      const picture = sharp({ create: { width: 64, height: 64, channels: 3, background: '#b8a98c' } }).png();
      await picture.toFile(path.join(dataDir, 'media/ashgrove-speckled-mug.png'));

      const imported = await vitrine(['import', CSV], database.url);
      expect(imported.code, imported.stderr).toBe(1);
      expect(imported.stdout).toContain(
        'Products: 3 created, 0 updated; variants: 7 created, 0 updated; collections created: 4.',
      );
      expect(imported.stdout).toContain('Refused rows (2):');
      expect(imported.stdout).toContain('line 9 (ridged-bud-vase): bad price "twelve"');
      expect(imported.stdout).toContain('line 9 (ridged-bud-vase): a new product needs at least one variant');
      const themed = await vitrine(['settings', 'set', 'theme', '{"name": "vogue"}'], database.url);
      expect(themed.code, themed.stderr).toBe(0);
      // Their public address, which the pages' canonical links name from the start on.
      const addressed = await vitrine(
        ['settings', 'set', 'store', '{"url": "https://shop.ashgrove.example"}'],
        database.url,
      );
      expect(addressed.code, addressed.stderr).toBe(0);
      expect(addressed.stderr).toContain('restart');
      // Their one shipping zone and its method, which checkout offers a US address.
      const zoned = await vitrine(
        ['shipping', 'zone-create', '--name', 'United States', '--countries', 'US'],
        database.url,
      );
      expect(zoned.code, zoned.stderr).toBe(0);
      const method = await vitrine(
        ['shipping', 'method-add', '--zone', 'United States', '--title', 'Parcel post', '--flat', '6.50'],
        database.url,
      );
      expect(method.code, method.stderr).toBe(0);
      expect(method.stdout).toContain('Parcel post  6.50');

      server = await startShop();
      const first = server.baseURL;
      // The start loaded no demo data into a store that holds the merchant's.
      const counts = async () =>
        (
          await db.query<{ products: number; coupons: number; demo: number }>(
            `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM coupons)::int AS coupons,
                  (SELECT count(*) FROM demo_seed)::int AS demo`,
          )
        ).rows[0];
      expect(await counts()).toEqual({ products: 3, coupons: 0, demo: 0 });

      const { context, page, errors } = await openShopper(browser);
      const shown = await mugPage(page, first);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('vogue');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(CANONICAL);
      expect(shown).toContain('$28.00');
      expect(shown).toContain('$34.00');
      const picker = page.getByRole('main').locator('section:has(> h1) fieldset:has(legend:text-matches("^Glaze"))');
      expect(await picker.textContent()).toMatch(/Oat[\s\S]*Moss/);
      const image = page.getByRole('main').locator('img[src*="ashgrove-speckled-mug"]').first();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      await page.goto(`${first}/search?q=stoneware`);
      await hydrated(page);
      const results = page.locator('[data-testid="product-grid"] a[href^="/products/speckled-stoneware-mug"]');
      await expect.poll(() => results.count()).toBeGreaterThan(0);

      // The 12 oz oat mug, chosen on its page, into the cart.
      await mugPage(page, first);
      await hydrated(page);
      await picker.locator('xpath=ancestor::*[@data-state="ready"]').first().waitFor();
      const size = page.getByRole('main').locator('section:has(> h1) fieldset:has(legend:text-matches("^Size"))');
      await size.locator('label', { hasText: '12 oz' }).click();
      await expect.poll(() => page.url()).toContain('variant=');
      const [variant] = (
        await db.query<{ id: number; price: number }>(`SELECT id, price FROM variants WHERE sku = 'ASH-MUG-OAT-12'`)
      ).rows;
      expect(new URL(page.url()).searchParams.get('variant')).toBe(String(variant!.id));
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toBe('1');

      // The demo's coupon is not the merchant's.
      const cart = (await (await page.request.get(`${first}/api/store/cart`)).json()) as PricedCartJson;
      const refused = await page.request.post(`${first}/api/store/cart/coupons`, {
        data: { code: 'WELCOME10', cart_hash: cart.hash },
      });
      expect(refused.status()).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'COUPON_NOT_MATCHED' });

      const email = uniqueEmail('ashgrove');
      await page.goto(`${first}/checkouts/all_in_one`);
      await hydrated(page);
      await fillContact(page, email);
      await page.getByText('Parcel post').click();
      await fillCard(page, TEST_CARDS.success);
      await page.getByTestId('pay-button').click();
      await page.waitForURL('**/checkouts/thank?**');
      expect(await page.getByTestId('payment-status').getAttribute('data-status')).toBe('paid');
      const orders = await db.query<{
        id: number;
        payment_status: string;
        shipping: number;
        subtotal: number;
        total: number;
      }>('SELECT id, payment_status, shipping, subtotal, total FROM orders WHERE email = lower($1)', [email]);
      expect(orders.rows).toEqual([
        expect.objectContaining({ payment_status: 'paid', subtotal: 3200, shipping: 650, total: 3850 }),
      ]);
      const lines = await db.query('SELECT variant_id, quantity FROM order_lines WHERE order_id = $1', [
        orders.rows[0]!.id,
      ]);
      expect(lines.rows).toEqual([{ variant_id: variant!.id, quantity: 1 }]);
      const stock = await db.query<{ on_hand: number }>('SELECT on_hand FROM inventory_levels WHERE variant_id = $1', [
        variant!.id,
      ]);
      expect(stock.rows[0]!.on_hand).toBe(8);
      expect(errors).toEqual([]);
      await context.close();

      // A restart finds the catalogue and the theme as they were, and still no demo data.
      await stopShop();
      server = await startShop();
      expect(await counts()).toEqual({ products: 3, coupons: 0, demo: 0 });
      const again = await openShopper(browser);
      const shownAgain = await mugPage(again.page, server.baseURL);
      expect(shownAgain).toContain('$28.00');
      expect(await again.page.locator('html').getAttribute('data-theme')).toBe('vogue');
      expect(await again.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(CANONICAL);
      const settings = await vitrine(['settings', 'get', 'theme'], database.url);
      expect(JSON.parse(settings.stdout)).toEqual({ name: 'vogue' });
      expect(again.errors).toEqual([]);
      await again.context.close();
    },
  );
});
