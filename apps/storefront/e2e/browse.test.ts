import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The catalogues alone: the package root also brings the kit's React components and their styles.
import { AREA_CATALOGS } from '@vitrine/i18n/areas';

const browseDe = AREA_CATALOGS.browse['de-DE'];
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, snapshot, storeApi, uniqueEmail, url } from './shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** The total the page reports (data-total of the result count). */
async function shownTotal(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-testid="result-count"]', 'data-total'));
}

/** Product handles of the grid, in order. */
async function gridHandles(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="product-grid"] a[href^="/products/"]', (links) => [
    ...new Set(links.map((a) => (a.getAttribute('href') ?? '').replace(/^\/products\//, '').replace(/[?#].*$/, ''))),
  ]);
}

/** Products whose search text matches `word` (the engine's full-text rule), optionally in a collection and with an option value. */
async function dbSearchCount(
  word: string,
  filters: { collection?: string; option?: { name: string; value: string } } = {},
) {
  const [row] = await dbQuery<{ n: number }>(
    `SELECT count(DISTINCT p.id)::int AS n FROM products p
     WHERE p.search_vector @@ to_tsquery('english', $1)
       AND ($2::text IS NULL OR EXISTS (
         SELECT 1 FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
         WHERE cp.product_id = p.id AND c.handle = $2))
       AND ($3::text IS NULL OR EXISTS (
         SELECT 1 FROM variants v
         JOIN variant_option_values vov ON vov.variant_id = v.id
         JOIN product_option_values pov ON pov.id = vov.option_value_id
         JOIN product_options po ON po.id = pov.option_id
         WHERE v.product_id = p.id AND po.name = $3 AND pov.value = $4))`,
    [word, filters.collection ?? null, filters.option?.name ?? null, filters.option?.value ?? null],
  );
  return row!.n;
}

describe('search', () => {
  it('narrows the results with a collection and an option facet, as the database says', async () => {
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/search?q=linen'));
    await hydrated(page);
    const all = await shownTotal(page);
    expect(all).toBe(await dbSearchCount('linen'));
    expect(all).toBeGreaterThan(1);

    // A collection that holds some, but not all, of the linen products.
    const choices = await page.$$eval('input[name="collection"]', (inputs) =>
      inputs.map((input) => ({
        value: (input as HTMLInputElement).value,
        count: Number(input.closest('label')?.querySelector('span:last-child')?.textContent ?? 0),
      })),
    );
    const collection = choices.find((choice) => choice.value && choice.count > 0 && choice.count < all);
    expect(collection, 'a collection facet that narrows').toBeTruthy();
    await page.check(`input[name="collection"][value="${collection!.value}"]`);
    await page.waitForURL((address) => address.searchParams.get('collection') === collection!.value);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="result-count"]')?.getAttribute('data-total') === String(n),
      collection!.count,
    );
    const inCollection = await dbSearchCount('linen', { collection: collection!.value });
    expect(await shownTotal(page)).toBe(inCollection);
    expect(inCollection).toBeLessThan(all);
    const handles = await gridHandles(page);
    expect(handles).toHaveLength(Math.min(inCollection, 24));
    const inDb = await dbQuery<{ handle: string }>(
      `SELECT p.handle FROM products p JOIN collection_products cp ON cp.product_id = p.id
       JOIN collections c ON c.id = cp.collection_id WHERE c.handle = $1`,
      [collection!.value],
    );
    for (const handle of handles) expect(inDb.map((row) => row.handle)).toContain(handle);

    // An option facet narrows further (or keeps the same, never more).
    const option = await page.$eval('fieldset[data-option] input[type="checkbox"]', (input) => ({
      name: (input as HTMLInputElement).name.replace(/^option\./, ''),
      value: (input as HTMLInputElement).value,
    }));
    await page.check(`input[name="option.${option.name}"][value="${option.value}"]`);
    await page.waitForURL((address) => address.searchParams.get(`option.${option.name}`) === option.value);
    const withOption = await dbSearchCount('linen', { collection: collection!.value, option });
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="result-count"]')?.getAttribute('data-total') === String(n),
      withOption,
    );
    expect(withOption).toBeLessThanOrEqual(inCollection);

    // Each active filter is a chip that removes only itself.
    await page.click(
      `[data-testid="active-filters"] a[href*="collection=${collection!.value}"]:not([href*="option."])`,
    );
    await page.waitForURL((address) => !address.searchParams.has(`option.${option.name}`));
    expect(new URL(page.url()).searchParams.get('collection')).toBe(collection!.value);
    await snapshot(page, 'browse-search-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters with the Apply button and sorts without JavaScript', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false, viewport: PHONE });
    await page.goto(url('/search?q=linen'));
    await page.click('summary:has-text("Filters")');
    await page.check('input[name="available"][value="1"]');
    await page.click('button:has-text("Apply filters")');
    await page.waitForURL((address) => address.searchParams.get('available') === '1');
    const [inStock] = await dbQuery<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.search_vector @@ to_tsquery('english', 'linen')
       AND EXISTS (SELECT 1 FROM variants v JOIN inventory_levels i ON i.variant_id = v.id WHERE v.product_id = p.id AND i.on_hand > 0)`,
    );
    expect(await shownTotal(page)).toBe(inStock!.n);

    // Sorting keeps the text and the filter.
    await page.selectOption('[data-testid="sort-form"] select[name="sort"]', 'price-asc');
    await page.click('[data-testid="sort-form"] button[type="submit"]');
    await page.waitForURL((address) => address.searchParams.get('sort') === 'price-asc');
    const address = new URL(page.url());
    expect(address.searchParams.get('q')).toBe('linen');
    expect(address.searchParams.get('available')).toBe('1');
    const handles = await gridHandles(page);
    const prices = await dbQuery<{ handle: string; price: number }>(
      'SELECT p.handle, min(v.price)::int AS price FROM products p JOIN variants v ON v.product_id = p.id WHERE p.handle = ANY($1) GROUP BY p.handle',
      [handles],
    );
    const byHandle = new Map(prices.map((row) => [row.handle, row.price]));
    const ordered = handles.map((handle) => byHandle.get(handle)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    await context.close();
  });

  it('says so when nothing matches, and offers the whole catalog', async () => {
    const { context, page } = await openShopper(browser);
    await page.goto(url('/search?q=zzqxv'));
    await page.waitForSelector('[data-empty="search"]');
    expect(await shownTotal(page)).toBe(0);
    expect(await page.getAttribute('[data-empty="search"] a', 'href')).toBe('/collections/all');
    await context.close();
  });

  it('suggests products and collections as the shopper types, and opens the chosen one', async () => {
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/'));
    await hydrated(page);
    const box = page.locator('header input[name="q"]');
    await box.click();
    await box.pressSequentially('meri', { delay: 60 });
    // The list answers the whole text typed (earlier answers for "m" or "me" may show on the way).
    await page.waitForSelector('[data-testid="search-suggestions"][data-query="meri"] [role="option"]');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const shown = await page.$$eval(
      '[data-testid="search-suggestions"] [role="option"][data-kind="product"]',
      (options) => options.map((option) => option.textContent ?? ''),
    );
    const matching = await dbQuery<{ title: string }>(
      `SELECT title FROM products WHERE search_vector @@ to_tsquery('english', 'meri:*')`,
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(matching.some((row) => text.startsWith(row.title))).toBe(true);
    await snapshot(page, 'browse-suggestions');

    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const kind = await page.getAttribute(`[id="${active}"]`, 'data-kind');
    await box.press('Enter');
    await page.waitForURL((address) => address.pathname !== '/');
    expect(new URL(page.url()).pathname).toMatch(
      kind === 'collection' ? /^\/collections\// : kind === 'product' ? /^\/products\// : /^\/search/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches at once on Enter, and no suggestion answer arriving afterwards opens over the results', async () => {
    const { context, page, errors } = await openShopper(browser);
    await page.goto(url('/'));
    await hydrated(page);
    const box = page.locator('header input[name="q"]');
    await box.click();
    // The suggestion code is in once the box is a combobox.
    await expect.poll(() => box.getAttribute('role')).toBe('combobox');
    await box.fill('linen');
    await box.press('Enter');
    await page.waitForURL((address) => address.pathname === '/search' && address.searchParams.get('q') === 'linen');
    await page.getByRole('heading', { level: 1, name: /linen/i }).waitFor();
    // Longer than the typing pause and an answer: the text was searched, not asked about.
    await page.waitForTimeout(1500);
    // The header's box (the results page has a search field of its own).
    expect(await page.getByRole('combobox', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-testid="search-suggestions"]').isVisible()).toBe(false);
    await snapshot(page, 'browse-search-enter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the typed text on Enter, and renders right to left in Hebrew', async () => {
    const { context, page } = await openShopper(browser, { viewport: PHONE });
    await page.goto(url('/search?q=merino&locale=he-IL'));
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.textContent('h1')).toContain('merino');
    expect(await shownTotal(page)).toBe(await dbSearchCount('merino'));
    await snapshot(page, 'browse-search-he-phone');
    await context.close();
  });
});

describe('collections and all products', () => {
  it('lists every collection of the database, in menu order, with its picture and count', async () => {
    const { context, page } = await openShopper(browser);
    await page.goto(url('/collections'));
    const rows = await dbQuery<{ handle: string; n: number; has_image: boolean }>(
      `SELECT c.handle, (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS n,
              c.image_id IS NOT NULL AS has_image
       FROM collections c ORDER BY c.position, c.id`,
    );
    const shown = await page.$$eval('[data-testid="collection-list"] > li', (items) =>
      items.map((item) => ({
        handle: item.getAttribute('data-handle'),
        href: item.querySelector('a')?.getAttribute('href'),
        hasImage: Boolean(item.querySelector('img[width][height]')),
        text: item.textContent ?? '',
      })),
    );
    expect(shown.map((item) => item.handle)).toEqual(rows.map((row) => row.handle));
    for (const [index, row] of rows.entries()) {
      expect(shown[index]!.href).toBe(`/collections/${row.handle}`);
      expect(shown[index]!.hasImage).toBe(row.has_image);
      expect(shown[index]!.text).toContain(`${row.n} product`);
    }
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(url('/collections'));
    await snapshot(page, 'browse-collections');
    await context.close();
  });

  it('pages through every product of the catalog at /collections/all, without JavaScript', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false });
    const response = await page.goto(url('/collections/all'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('[data-route]', 'data-route')).toBe('collections-all');
    const products = await dbQuery<{ handle: string }>('SELECT handle FROM products');
    expect(await shownTotal(page)).toBe(products.length);
    const seen: string[] = [];
    for (let guard = 0; guard < 20; guard += 1) {
      seen.push(...(await gridHandles(page)));
      const next = await page.$('[data-testid="pagination"] a[rel="next"]');
      if (!next) break;
      await Promise.all([page.waitForNavigation(), next.click()]);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(products.map((row) => row.handle).sort());
    // A page past the end is a real 404.
    const last = Math.ceil(products.length / 24);
    expect((await page.goto(url(`/collections/all?page=${last + 1}`)))?.status()).toBe(404);
    await context.close();
  });
});

describe('blogs', () => {
  it('shows the featured articles and each blog with its newest', async () => {
    const { context, page } = await openShopper(browser);
    await page.goto(url('/blogs'));
    const featured = await dbQuery<{ handle: string }>(
      'SELECT handle FROM blog_posts WHERE featured ORDER BY published_at DESC, id DESC',
    );
    const shown = await page.$$eval('[data-testid="featured-articles"] [data-article]', (cards) =>
      cards.map((card) => card.getAttribute('data-article')),
    );
    expect(shown).toEqual(featured.map((row) => row.handle));
    const blogs = await dbQuery<{ handle: string }>('SELECT handle FROM blog_collections ORDER BY position, id');
    expect(await page.$$eval('[data-blog]', (sections) => sections.map((s) => s.getAttribute('data-blog')))).toEqual(
      blogs.map((row) => row.handle),
    );
    await snapshot(page, 'browse-blogs');
    await context.close();
  });

  it('shows an article with its recommended and recent articles, and sends the sitemap address on to it', async () => {
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    const [post] = await dbQuery<{ id: number; handle: string; title: string; collection_id: number; blog: string }>(
      `SELECT p.id, p.handle, p.title, p.collection_id, c.handle AS blog FROM blog_posts p
       JOIN blog_collections c ON c.id = p.collection_id ORDER BY p.published_at DESC, p.id DESC LIMIT 1`,
    );
    // The sitemap names articles as /blogs/:article; that address leads to the article under its blog.
    const response = await page.goto(url(`/blogs/${post!.handle}`));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/blogs/${post!.blog}/${post!.handle}`);
    await hydrated(page);
    expect(await page.textContent('h1')).toBe(post!.title);
    const recommended = await dbQuery<{ handle: string }>(
      `SELECT handle FROM blog_posts WHERE id <> $1
       ORDER BY (collection_id = $2) DESC, published_at DESC, id DESC LIMIT 4`,
      [post!.id, post!.collection_id],
    );
    const recent = await dbQuery<{ handle: string }>(
      'SELECT handle FROM blog_posts WHERE id <> $1 ORDER BY published_at DESC, id DESC LIMIT 4',
      [post!.id],
    );
    const read = (testId: string) =>
      page.$$eval(`[data-testid="${testId}"] [data-article]`, (items) =>
        items.map((item) => item.getAttribute('data-article')),
      );
    expect(await read('recommended-articles')).toEqual(recommended.map((row) => row.handle));
    expect(await read('recent-articles')).toEqual(recent.map((row) => row.handle));
    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')),
    );
    expect(jsonLd.find((data) => data['@type'] === 'BlogPosting')?.headline).toBe(post!.title);
    await snapshot(page, 'browse-article-phone');

    // An article under the wrong blog is sent to the right one; an unknown one is a 404.
    await page.goto(url(`/blogs/not-this-blog/${post!.handle}`));
    expect(new URL(page.url()).pathname).toBe(`/blogs/${post!.blog}/${post!.handle}`);
    expect((await page.goto(url('/blogs/journal/no-such-article')))?.status()).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists a blog’s articles, newest first', async () => {
    const { context, page } = await openShopper(browser);
    const [blog] = await dbQuery<{ id: number; handle: string }>(
      'SELECT id, handle FROM blog_collections ORDER BY position, id LIMIT 1',
    );
    await page.goto(url(`/blogs/${blog!.handle}`));
    const posts = await dbQuery<{ handle: string }>(
      'SELECT handle FROM blog_posts WHERE collection_id = $1 ORDER BY published_at DESC, id DESC LIMIT 12',
      [blog!.id],
    );
    expect(
      await page.$$eval('[data-testid="article-list"] [data-article]', (items) =>
        items.map((i) => i.getAttribute('data-article')),
      ),
    ).toEqual(posts.map((row) => row.handle));
    await context.close();
  });
});

describe('policies', () => {
  it('links the six policies from the footer, each page showing its own text', async () => {
    const { context, page } = await openShopper(browser);
    await page.goto(url('/'));
    const links = await page.$$eval('[data-testid="footer-policies"] a[data-policy]', (anchors) =>
      anchors.map((a) => a.getAttribute('href')),
    );
    // The policies are the content engine's bundled pages (no table holds them), so the store API is the source.
    const { policies } = await storeApi<{ policies: { handle: string; url: string }[] }>('/policies');
    expect(links).toEqual(policies.map((policy) => policy.url));
    expect(links).toHaveLength(6);
    for (const policy of policies) {
      const response = await page.goto(url(policy.url));
      expect(response?.status(), policy.handle).toBe(200);
      expect(response?.headers()['cache-control']).toBeTruthy();
      const { policy: text } = await storeApi<{ policy: { body_html: string } }>(`/policies/${policy.handle}`);
      const firstParagraph = /<p>(.*?)<\/p>/
        .exec(text.body_html)![1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&');
      expect(await page.textContent('[data-testid="policy-body"]'), policy.handle).toContain(firstParagraph);
      expect(await page.getAttribute(`nav a[href="${policy.url}"]`, 'aria-current')).toBe('page');
    }
    expect((await page.goto(url('/policies/no-such-policy')))?.status()).toBe(404);
    // /contact is the address people type.
    await page.goto(url('/contact'));
    expect(new URL(page.url()).pathname).toBe('/policies/contact-us');
    await context.close();
  });
});

describe('contact form', () => {
  it('shows a message on each wrong field without JavaScript, keeps what was typed, then files the ticket', async () => {
    const { context, page } = await openShopper(browser, { javaScript: false, viewport: PHONE });
    const email = uniqueEmail('contact-nojs');
    await page.goto(url('/policies/contact-us'));
    await page.fill('#contact-email', 'not-an-email');
    await page.fill('#contact-order_number', 'no way!');
    await page.fill('#contact-message', 'Too short');
    const [response] = await Promise.all([page.waitForNavigation(), page.click('button:has-text("Send message")')]);
    expect(response?.status()).toBe(422);
    const fieldError = (field: string) => page.textContent(`[data-testid="error-${field}"]`);
    expect(await fieldError('name')).toBe('This field is required');
    expect(await fieldError('email')).toBe('Enter a valid email');
    expect(await fieldError('order_number')).toBe('Enter the order number as shown in your confirmation');
    expect(await fieldError('topic')).toBe('Choose a topic');
    expect(await fieldError('message')).toBe('Write at least 10 characters');
    expect(await page.getAttribute('#contact-email', 'aria-invalid')).toBe('true');
    expect(await page.inputValue('#contact-email')).toBe('not-an-email');
    expect(await page.inputValue('#contact-message')).toBe('Too short');
    await snapshot(page, 'browse-contact-errors-phone');

    await page.fill('#contact-name', 'Ada Lovelace');
    await page.fill('#contact-email', email);
    await page.fill('#contact-order_number', '');
    await page.selectOption('#contact-topic', 'returns');
    await page.fill('#contact-message', 'The linen shirt is too large; may I exchange it for a size M?');
    await Promise.all([page.waitForNavigation(), page.click('button:has-text("Send message")')]);
    const sent = await page.textContent('[data-testid="contact-sent"]');
    const number = /SR-\d+/.exec(sent ?? '')?.[0];
    expect(number).toBeTruthy();
    const rows = await dbQuery<Record<string, unknown>>(
      'SELECT number, name, email, phone, order_number, topic, message FROM service_tickets WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        number,
        name: 'Ada Lovelace',
        email,
        phone: null,
        order_number: null,
        topic: 'returns',
        message: 'The linen shirt is too large; may I exchange it for a size M?',
      },
    ]);
    // Reloading the thank-you page does not file the message again.
    await page.reload();
    expect((await dbQuery('SELECT 1 FROM service_tickets WHERE email = $1', [email])).length).toBe(1);
    await context.close();
  });

  it('posts in place with JavaScript, in the shopper’s language', async () => {
    const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
    const email = uniqueEmail('contact-js');
    await page.goto(url('/policies/contact-us?locale=de-DE'));
    await hydrated(page);
    await page.fill('#contact-name', 'Grete Weber');
    await page.fill('#contact-email', email);
    await page.fill('#contact-phone', '+49 30 1234567');
    await page.selectOption('#contact-topic', 'shipping');
    await page.fill('#contact-message', 'Kurz');
    await page.click(`button:has-text("${browseDe['policy.contact.send']}")`);
    await page.waitForSelector('[data-testid="error-message"]');
    expect(await page.textContent('[data-testid="error-message"]')).toBe('Schreiben Sie mindestens 10 Zeichen');
    // The page was not reloaded: what was typed is still there, and the wrong field has focus.
    expect(await page.inputValue('#contact-name')).toBe('Grete Weber');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-message');
    expect((await dbQuery('SELECT 1 FROM service_tickets WHERE email = $1', [email])).length).toBe(0);

    await page.fill('#contact-message', 'Wann kommt meine Bestellung in Berlin an?');
    await page.click(`button:has-text("${browseDe['policy.contact.send']}")`);
    await page.waitForSelector('[data-testid="contact-sent"]');
    expect(await page.textContent('[data-testid="contact-sent"]')).toContain('Ticketnummer');
    expect(await page.inputValue('#contact-name')).toBe('');
    const [row] = await dbQuery<{ phone: string; topic: string; message: string }>(
      'SELECT phone, topic, message FROM service_tickets WHERE email = $1',
      [email],
    );
    expect(row).toEqual({
      phone: '+49301234567',
      topic: 'shipping',
      message: 'Wann kommt meine Bestellung in Berlin an?',
    });
    expect(errors).toEqual([]);
    await snapshot(page, 'browse-contact-sent-desktop');
    await context.close();
  });
});
