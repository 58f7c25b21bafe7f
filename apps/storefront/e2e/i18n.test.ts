import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductList } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** The opening `<html …>` tag of a server-rendered page. */
async function htmlTag(path: string, headers: Record<string, string>) {
  const response = await fetch(`${baseURL}${path}`, { headers });
  const body = await response.text();
  return { status: response.status, tag: /<html[^>]*>/.exec(body)?.[0] ?? '', body };
}

async function firstProductHandle(): Promise<string> {
  const list = (await (await fetch(`${baseURL}/api/store/products?page_size=1`)).json()) as ProductList;
  return list.products[0]!.handle;
}

describe('language switch', () => {
  it('switches to Hebrew without JavaScript: cookie, lang/dir and Hebrew text from the server', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    const handle = await firstProductHandle();
    await page.goto(`${baseURL}/products/${handle}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');

    // A disclosure of submit buttons, one per language: the browser opens it and posts the one pressed.
    const form = page.locator('header [data-testid="language-form"]');
    await form.locator('summary').click();
    await Promise.all([page.waitForURL(`**/products/${handle}`), form.getByRole('button', { name: 'עברית' }).click()]);

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('he-IL');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

    expect(await page.getAttribute('html', 'lang')).toBe('he-IL');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect((await page.getByTestId('add-to-cart').textContent())?.trim()).toBe('הוספה לעגלה');
    expect(await page.getByRole('contentinfo').textContent()).toContain('שירות לקוחות');

    // Right to left: the store name sits on the right of the header, the cart on the left.
    await page.setViewportSize({ width: 1280, height: 800 });
    const logo = await page.locator('header a[href="/"]').first().boundingBox();
    const cart = await page.getByTestId('cart-link').boundingBox();
    expect(logo!.x).toBeGreaterThan(cart!.x);

    // The Hebrew page's forms work as in English: adding posts, and the line is in the shopper's cart row.
    await Promise.all([page.waitForURL(`**/cart`), page.getByTestId('add-to-cart').click()]);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'vitrine_cart')?.value ?? '');
    expect(token).not.toBe('');
    const lines = await dbQuery<{ handle: string; quantity: number }>(
      `SELECT p.handle, l.quantity FROM cart_lines l
         JOIN carts c ON c.id = l.cart_id
         JOIN variants v ON v.id = l.variant_id
         JOIN products p ON p.id = v.product_id
        WHERE c.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
    expect(lines).toEqual([{ handle, quantity: 1 }]);
    await context.close();
  });

  it('switches to German with JavaScript by picking the language, without a page load', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.goto(`${baseURL}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.locator('header [data-testid="language-form"]');
    await form.locator('summary').click();
    await form.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForSelector('html[lang="de-DE"]');
    expect(documents).toHaveLength(1);
    expect(await form.locator('summary').getAttribute('aria-label')).toBe('Sprache: Deutsch');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Alltagsdinge, gut gemacht.');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('de-DE');

    await page.goto(`${baseURL}/cart`);
    expect((await page.locator('h1').textContent())?.trim()).toBe('Ihr Warenkorb');
    await context.close();
  });
});

describe('locale resolution on the server', () => {
  it('follows Accept-Language when there is no cookie', async () => {
    const { tag, body } = await htmlTag('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(tag).toContain('lang="fr-FR"');
    expect(tag).toContain('dir="ltr"');
    expect(body).toContain('Des objets du quotidien, bien faits.');
  });

  it('prefers the cookie over Accept-Language', async () => {
    const { tag } = await htmlTag('/', { cookie: 'locale=he-IL', 'accept-language': 'fr-FR' });
    expect(tag).toContain('lang="he-IL"');
    expect(tag).toContain('dir="rtl"');
  });

  it('renders en-US for a cookie naming no offered locale', async () => {
    const { tag, body } = await htmlTag('/', { cookie: 'locale=xx-XX' });
    expect(tag).toContain('lang="en-US"');
    expect(body).toContain('Everyday things, made well.');
  });

  it('translates the not-found page', async () => {
    const { status, body } = await htmlTag('/no-such-page', { cookie: 'locale=de-DE' });
    expect(status).toBe(404);
    expect(body).toContain('Seite nicht gefunden');
  });
});
