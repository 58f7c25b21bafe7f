import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { catalog, hydrated, openShopper, PHONE, url } from './shop';

let browser: Browser;
let products: Product[];

beforeAll(async () => {
  browser = await launchBrowser();
  products = await catalog();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** A product whose first variant has at least `stock` in stock and no prescription attribute. */
function productWithStock(stock: number, except: string[] = []): Product {
  const found = products.find(
    (p) =>
      !except.includes(p.handle) &&
      (p.variants.find((v) => v.available > 0)?.available ?? 0) >= stock &&
      !JSON.stringify(p).includes('power'),
  );
  expect(found, `a product with ${stock} in stock`).toBeTruthy();
  return found!;
}

/** Scrolls the deferred section into view and waits for its code and content. */
async function revealExtras(page: Page) {
  await page.locator('[data-testid="product-extras"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="product-reviews"]').waitFor();
}

describe('product page', () => {
  it('keeps the chosen quantity (sessionStorage inputnum) across a reload and adds that many', async () => {
    const product = productWithStock(4);
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity.inputValue()).toBe('3');
    const stored = await page.evaluate(() => sessionStorage.getItem('inputnum'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ [String(product.ID)]: 3 });

    await page.reload();
    await hydrated(page);
    await expect.poll(() => quantity.inputValue()).toBe('3');

    const before = await dbQuery<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM cart_lines');
    await page.getByTestId('add-to-cart').click();
    // The theme shows the cart its way (drawer or /cart); either way the line holds the kept quantity.
    const added = () =>
      dbQuery<{ quantity: number; product_id: number }>(
        `SELECT l.quantity, v.product_id FROM cart_lines l JOIN variants v ON v.id = l.variant_id
         WHERE l.id > $1 AND v.product_id = $2`,
        [before[0]!.id, product.ID],
      );
    await expect.poll(async () => (await added()).length, { timeout: 10_000 }).toBe(1);
    expect((await added())[0]).toMatchObject({ quantity: 3, product_id: product.ID });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the size chart of a garment in a dialog, with the sizes of the store', async () => {
    const shirt = products.find(
      (p) => p.options.some((o) => o.name === 'Size') && p.product_type.match(/shirt|tee|knit|sweater|top/i),
    );
    expect(shirt, 'a garment with sizes').toBeTruthy();
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    await page.goto(url(`/products/${shirt!.handle}`));
    await hydrated(page);
    // The size chart's code loads once the page is idle; its button answers from then on.
    await page.locator('[data-testid="size-chart"][data-state="ready"]').waitFor();
    await page.getByTestId('size-chart').getByRole('button', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const sizes = await dialog.locator('tbody th[scope="row"]').allTextContents();
    expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    await dialog.getByRole('button', { name: 'in', exact: true }).click();
    expect(await dialog.getAttribute('data-unit')).toBe('in');
    await page.screenshot({ path: '/tmp/shots-showcase/size-chart-phone.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The chart belongs to a product the store sells.
    expect(await dbQuery('SELECT 1 FROM products WHERE id = $1', [shirt!.ID])).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the reviews stored for the product, and a written review (with a picture) is stored', async () => {
    const [reviewed] = await dbQuery<{ product_id: number; n: number }>(
      'SELECT product_id, count(*)::int AS n FROM product_reviews GROUP BY product_id ORDER BY n DESC, product_id LIMIT 1',
    );
    expect(reviewed, 'a product with reviews').toBeTruthy();
    const product = products.find((p) => p.ID === reviewed!.product_id)!;
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url(`/products/${product.handle}`));
    await hydrated(page);
    // The rating line under the title links to the reviews.
    expect(await page.getByTestId('product-rating').textContent()).toContain(
      `${reviewed!.n} review${reviewed!.n === 1 ? '' : 's'}`,
    );
    await revealExtras(page);

    const stored = await dbQuery<{ title: string; body: string; author: string }>(
      'SELECT title, body, author FROM product_reviews WHERE product_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10',
      [product.ID],
    );
    const section = page.getByTestId('product-reviews');
    const shownBodies = await section.locator('ul > li p').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    for (const review of stored) expect(shownBodies.some((text) => text.includes(review.body))).toBe(true);
    expect(await section.locator('ul > li h3').allTextContents()).toEqual(stored.map((r) => r.title).filter(Boolean));

    const body = `Washed it four times and the colour held. Sleeves a touch long for me. ${Date.now()}`;
    // The star is the radio's label; a click before the reviews hydrate is redone until it holds.
    const fourStars = section.locator('input[name="rating"][value="4"]');
    await expect
      .poll(async () => {
        await section.locator('label[for$="-rating-4"]').click();
        return fourStars.isChecked();
      })
      .toBe(true);
    await section.locator('input[name="title"]').fill('Holds up well');
    await section.locator('textarea[name="body"]').fill(body);
    await section.locator('input[name="author"]').fill('Maren');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await section.locator('input[type="file"]').setInputFiles({ name: 'fit.png', mimeType: 'image/png', buffer: png });
    await section.locator('form button[type="submit"]').click();
    // The form gives way to the thank-you line, and the new review is listed.
    await section
      .getByRole('status')
      .filter({ hasText: 'Thank you' })
      .waitFor()
      .catch(async (error: Error) => {
        // Say what the shopper saw instead (a refusal, an error, the form again).
        throw new Error(`${error.message.split('\n')[0]}; the reviews section read: ${await section.innerText()}`);
      });
    await expect.poll(() => section.locator('ul > li p').filter({ hasText: body }).count()).toBe(1);

    const [row] = await dbQuery<{ id: number; rating: number; title: string; author: string }>(
      'SELECT id, rating, title, author FROM product_reviews WHERE product_id = $1 AND body = $2',
      [product.ID, body],
    );
    expect(row).toMatchObject({ rating: 4, title: 'Holds up well', author: 'Maren' });
    const images = await dbQuery('SELECT mime_type FROM product_review_images WHERE review_id = $1', [row!.id]);
    expect(images).toEqual([{ mime_type: 'image/png' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('browsing record and media feed', () => {
  it('shows the products visited, newest first, on the next product and on the home page', async () => {
    const first = productWithStock(1);
    const second = productWithStock(1, [first.handle]);
    const third = productWithStock(1, [first.handle, second.handle]);
    const { context, page, errors } = await openShopper(browser);
    for (const product of [first, second]) {
      await page.goto(url(`/products/${product.handle}`));
      await hydrated(page);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('vitrine:recently-viewed') ?? ''), { timeout: 15_000 })
        .toContain(product.handle);
    }
    await page.goto(url(`/products/${third.handle}`));
    await hydrated(page);
    await revealExtras(page);
    const onProduct = page.getByTestId('recently-viewed');
    await onProduct.scrollIntoViewIfNeeded();
    // The record lives in the browser: the section fills in once its code has read it.
    const linksIn = (section: typeof onProduct) => () =>
      section
        .locator('a[href^="/products/"]')
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href')))]);
    // The product on screen is not listed under itself.
    await expect
      .poll(linksIn(onProduct), { timeout: 15_000 })
      .toEqual([`/products/${second.handle}`, `/products/${first.handle}`]);

    await page.goto(url('/'));
    await hydrated(page);
    const onHome = page.getByTestId('recently-viewed');
    await onHome.waitFor();
    await expect
      .poll(linksIn(onHome), { timeout: 15_000 })
      .toEqual([third, second, first].map((p) => `/products/${p.handle}`));
    // The record holds the store's own titles for those products.
    const titles = await dbQuery<{ title: string }>(
      'SELECT title FROM products WHERE id = ANY($1::int[]) ORDER BY title',
      [[first.ID, second.ID, third.ID]],
    );
    const shown = await onHome.textContent();
    for (const { title } of titles) expect(shown).toContain(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the posts the store configured, linked to their products', async () => {
    const caption = `Ferry morning in the waxed canvas backpack ${Date.now()}`;
    await dbQuery(
      `INSERT INTO media_feed_posts (product_handle, caption, author, position) VALUES ('waxed-canvas-backpack', $1, 'sea.and.stone', -10)`,
      [caption],
    );
    await dbQuery(
      `INSERT INTO media_feed_posts (product_handle, caption, position, published) VALUES ('canvas-tote', 'Hidden draft', -20, false)`,
    );
    const { context, page, errors } = await openShopper(browser, { javaScript: false });
    await page.goto(url('/'));
    const feed = page.getByTestId('media-feed');
    const posts = feed.getByTestId('media-feed-post');
    const configured = await dbQuery<{ caption: string; product_handle: string }>(
      'SELECT caption, product_handle FROM media_feed_posts WHERE published ORDER BY position, id LIMIT 6',
    );
    expect(await posts.count()).toBe(configured.length);
    expect(await posts.first().textContent()).toContain(caption);
    expect(await posts.first().textContent()).toContain('@sea.and.stone');
    expect(await posts.first().locator('a').getAttribute('href')).toBe('/products/waxed-canvas-backpack');
    expect(await feed.textContent()).not.toContain('Hidden draft');
    for (const [index, post] of configured.entries()) {
      expect(await posts.nth(index).locator('a').getAttribute('href')).toBe(`/products/${post.product_handle}`);
    }
    const image = posts.first().locator('img');
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('srcset')).toContain('w=600');
    expect(errors).toEqual([]);
    await context.close();
  });
});
