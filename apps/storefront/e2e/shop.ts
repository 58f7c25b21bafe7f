import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Product, ProductList } from '@vitrine/headless';

/** Helpers shared by the browser journeys. */
export const baseURL = inject('baseURL');
export const dataDir = inject('dataDir');

/** The test card provider's numbers (packages/commerce/src/payments/test-card.provider.ts). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000093',
  insufficientFunds: '4000000000000051',
} as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far: a journey expects none. */
  errors: string[];
}

/** A fresh shopper (own cookies) with a page that records uncaught errors. */
export async function openShopper(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScript?: boolean; locale?: string } = {},
): Promise<JourneyPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScript ?? true,
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Waits until React has hydrated the page (root sets data-hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A path on the storefront. */
export const url = (p: string) => `${baseURL}${p}`;

/** JSON from the store API, without cookies. */
export async function storeApi<T>(p: string): Promise<T> {
  let response = await fetch(`${baseURL}/api/store${p}`);
  // A 503 says "try again after Retry-After" (a busy database); a client does, a few times.
  for (let retry = 1; response.status === 503 && retry <= 3; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('Retry-After') ?? 1) * 1000));
    response = await fetch(`${baseURL}/api/store${p}`);
  }
  if (!response.ok) throw new Error(`${p}: ${response.status}`);
  return (await response.json()) as T;
}

/** Full products of the catalog (first page of 100). */
export async function catalog(): Promise<Product[]> {
  const list = await storeApi<ProductList>('/products?page_size=100');
  return Promise.all(
    list.products.map(async (s) => (await storeApi<{ product: Product }>(`/products/${s.handle}`)).product),
  );
}

/**
 * A product with a single variant on sale (in stock), not a prescription
 * product, with its stock topped up to `minimumStock` plus room for the
 * journey: many journeys buy these, and one whole run must not sell the shared
 * store's few single-variant products out from under a later one.
 */
export async function simpleProduct(minimumStock = 5): Promise<Product> {
  const products = await catalog();
  const found = products.find(
    (p) => p.variants.length === 1 && (p.variants[0]?.available ?? 0) > 0 && !JSON.stringify(p).includes('power'),
  );
  expect(found, 'a simple product in stock').toBeTruthy();
  const variant = found!.variants[0]!;
  const wanted = minimumStock + 50;
  if (variant.available < wanted) {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await client.query('UPDATE inventory_levels SET on_hand = on_hand + $2 WHERE variant_id = $1', [
        variant.ID,
        wanted - variant.available,
      ]);
    } finally {
      await client.end();
    }
    return (await storeApi<{ product: Product }>(`/products/${found!.handle}`)).product;
  }
  return found!;
}

/** Mails written by the development transport to `<dataDir>/mail`, decoded from quoted-printable. */
export function mailsTo(email: string, folder = dataDir): string[] {
  const dir = path.join(folder, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(email));
}

/** The newest `token=` link mailed to `email` (by the server of data folder `folder`), waiting up to ~4 s for it. */
export async function mailedToken(email: string, folder = dataDir): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const token = mailsTo(email, folder)
      .at(-1)
      ?.match(/token=([A-Za-z0-9_%.-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a token for ${email}`);
}

/**
 * The newest link to `path` (`/account/verify`, `/account/reset` …) mailed to
 * `email`, as written in the mail, waiting up to ~4 s for it.
 */
export async function mailedLink(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%.-]+`);
  for (let i = 0; i < 40; i++) {
    const link = mailsTo(email).at(-1)?.match(pattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link to ${path} for ${email}`);
}

/** A unique e-mail address for one journey. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Saves a screenshot into screenshots/storefront/ (gitignored) when SCREENSHOTS=1. */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, '../../../screenshots/storefront');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Starts recording layout shifts before any of the page's own scripts run, on every page the tab loads. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
