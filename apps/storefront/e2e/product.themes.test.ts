import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_THEMES } from 'virtual:vitrine/themes';
import type { Product } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { catalog, hydrated, openShopper, PHONE, url } from './shop';

/** The layouts each installed theme package declares (`settings.layout`), read as the shop reads them. */
const THEME_LAYOUTS = INSTALLED_THEMES.map(({ name, theme }) => [name, theme.settings.layout] as const);

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

type Box = { top: number; bottom: number; left: number; right: number; width: number };

/** The boxes of a card's picture well and title. */
async function cardBoxes(card: Locator): Promise<{ media: Box; title: Box; hasVendor: boolean; hasSwatches: boolean }> {
  return card.evaluate((el) => {
    const box = (node: Element | null): Box => {
      const r = node!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width };
    };
    return {
      media: box(el.querySelector('[data-part="media"]')),
      title: box(el.querySelector('h2, h3, h4')),
      hasVendor: Boolean(el.querySelector('[data-part="info"] > p')),
      hasSwatches: Boolean(el.querySelector('[data-part="info"] ul')),
    };
  });
}

/** Checks a grid of cards is drawn in `layout`, by where the title sits against the picture. */
async function expectCardLayout(page: Page, layout: 'standard' | 'overlay' | 'minimal', where: string) {
  const grid = page.getByTestId('product-grid').first();
  expect(await grid.getAttribute('data-layout'), where).toBe(layout);
  const cards = grid.locator('article');
  expect(await cards.count(), where).toBeGreaterThan(0);
  const layouts = await cards.evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-layout')))]);
  expect(layouts, where).toEqual([layout]);
  const { media, title, hasVendor, hasSwatches } = await cardBoxes(cards.first());
  if (layout === 'overlay') {
    // Title and price lie on a panel over the bottom of the picture.
    expect(title.top, where).toBeGreaterThanOrEqual(media.top);
    expect(title.bottom, where).toBeLessThanOrEqual(media.bottom + 1);
  } else {
    expect(title.top, where).toBeGreaterThanOrEqual(media.bottom - 1);
  }
  if (layout === 'minimal') {
    // One line of title and price: no vendor, no colour swatches.
    expect(hasVendor, where).toBe(false);
    expect(hasSwatches, where).toBe(false);
  }
}

/** Checks the product page's gallery is drawn in `layout`, by where its pictures sit. */
async function expectGalleryLayout(page: Page, layout: 'carousel' | 'grid' | 'stacked', where: string) {
  const root = page.getByTestId('product-page');
  expect(await root.getAttribute('data-gallery'), where).toBe(layout);
  const gallery = root.locator(`[data-layout="${layout}"]`).first();
  await gallery.waitFor();
  const boxes = await gallery.locator('img').evaluateAll((imgs) =>
    imgs
      .map((img) => img.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width) })),
  );
  if (layout === 'carousel') {
    // Every slide shares one cell: the large pictures (not the thumbnails) all sit in the same place.
    const widest = Math.max(...boxes.map((b) => b.width));
    const slides = boxes.filter((b) => b.width >= widest / 2);
    expect(new Set(slides.map((b) => `${b.top},${b.left}`)).size, where).toBe(1);
    return;
  }
  expect(boxes.length, where).toBeGreaterThanOrEqual(3);
  const [first, second, third] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
  if (layout === 'grid') {
    // Two columns on a wide page: the chosen picture beside the next, the third beneath the first.
    expect(second.top, where).toBe(first.top);
    expect(second.left, where).not.toBe(first.left);
    expect(third.top, where).toBeGreaterThan(first.top);
    expect(third.left, where).toBe(first.left);
    expect(second.width, where).toBe(first.width);
  } else {
    // One column, one picture under the other.
    expect(second.top, where).toBeGreaterThan(first.top);
    expect(third.top, where).toBeGreaterThan(second.top);
    expect(new Set(boxes.map((b) => b.left)).size, where).toBe(1);
    expect(second.width, where).toBe(first.width);
  }
}

describe('theme layouts in the shop (theme settings layout.productCard and layout.gallery)', () => {
  it('draws each theme’s card layout on a collection, all products and search, and its gallery layout on a product page', async () => {
    const [collection] = await dbQuery<{ handle: string }>(
      `SELECT c.handle FROM collections c JOIN collection_products cp ON cp.collection_id = c.id
       GROUP BY c.id, c.handle HAVING count(*) >= 4 ORDER BY count(*) DESC, c.id LIMIT 1`,
    );
    expect(collection, 'a collection with four products').toBeTruthy();
    const pictured = products.find((p) => p.images.length >= 3);
    expect(pictured, 'a product with three pictures').toBeTruthy();
    const word = pictured!.title.split(/\s+/).find((w) => w.length >= 4) ?? pictured!.title;

    const { context, page, errors } = await openShopper(browser);
    // The five themes between them use every card and gallery layout the contract offers.
    expect(new Set(THEME_LAYOUTS.map(([, l]) => l.productCard))).toEqual(new Set(['standard', 'overlay', 'minimal']));
    expect(new Set(THEME_LAYOUTS.map(([, l]) => l.gallery))).toEqual(new Set(['carousel', 'grid', 'stacked']));
    for (const [theme, layouts] of THEME_LAYOUTS) {
      // The preview cookie keeps the theme for the rest of the visit.
      await page.goto(url(`/?preview_theme=${theme}`));
      await page.goto(url(`/collections/${collection!.handle}`));
      await hydrated(page);
      await expectCardLayout(page, layouts.productCard, `${theme}: collection`);
      await page.goto(url('/collections/all'));
      await expectCardLayout(page, layouts.productCard, `${theme}: all products`);
      await page.goto(url(`/search?q=${encodeURIComponent(word)}`));
      await expectCardLayout(page, layouts.productCard, `${theme}: search`);
      await page.goto(url(`/products/${pictured!.handle}`));
      await hydrated(page);
      await expectGalleryLayout(page, layouts.gallery, `${theme}: product`);
    }
    expect(errors).toEqual([]);
    await context.close();
    // Four pages in each of the installed themes.
  }, 300_000);
});

describe('pictures that fail (spec 8: "Image load failure: falls back to error image or default image")', () => {
  it('draws the fallback picture in the same box, never a broken image or its alt text, on cards and the product page', async () => {
    const [collection] = await dbQuery<{ handle: string }>(
      `SELECT c.handle FROM collections c JOIN collection_products cp ON cp.collection_id = c.id
       GROUP BY c.id, c.handle HAVING count(*) >= 2 ORDER BY c.position, c.id LIMIT 1`,
    );
    const { context, page, errors } = await openShopper(browser, { viewport: PHONE });
    const first = (await (await fetch(url(`/api/store/collections/${collection!.handle}?page_size=2`))).json()) as {
      products: { handle: string; image: { url: string } | null }[];
    };
    const blocked = first.products[0]!;
    expect(blocked.image, 'the first product has a picture').toBeTruthy();
    const path = new URL(blocked.image!.url, url('/')).pathname;
    // The picture's file never arrives, at any width (as when a CDN or a blocker drops it).
    await page.route(
      (address) => address.pathname === path,
      (route) => route.abort(),
    );

    await page.goto(url(`/collections/${collection!.handle}`));
    await hydrated(page);
    const card = page.locator(`[data-testid="product-grid"] article:has(a[href="/products/${blocked.handle}"])`);
    const fallback = card.locator('[data-part="media"] [data-fallback="error"]').first();
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-image-state')).toBe('exhausted');
    // No broken picture and no alt text in its place; the box keeps the picture's size, like its neighbour's.
    // (The hover picture, hidden from screen readers, is another file and still loads.)
    const shown = await card.locator('[data-part="media"] img:not([aria-hidden="true"])').count();
    expect(shown).toBe(0);
    // The quick add control sits on the picture; it is not the picture's text.
    const mediaText = await card.locator('[data-part="media"]').evaluate((media) => {
      const copy = media.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid="quick-add"]').forEach((control) => control.remove());
      return (copy as HTMLElement).textContent?.trim() ?? '';
    });
    expect(mediaText).toBe('');
    const [mine, neighbour] = await page
      .locator('[data-testid="product-grid"] article [data-part="media"]')
      .evaluateAll((wells) => wells.slice(0, 2).map((w) => Math.round(w.getBoundingClientRect().height)));
    expect(mine).toBe(neighbour);
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);

    // The product page's main picture falls back the same way, before and after hydration.
    await page.goto(url(`/products/${blocked.handle}`));
    await hydrated(page);
    const gallery = page.getByTestId('product-page').locator('[data-layout]').first();
    await gallery.locator('[data-fallback="error"]').first().waitFor();
    const name = await gallery.locator('[data-fallback="error"]').first().getAttribute('aria-label');
    expect(name, 'the drawn picture keeps the picture’s name for screen readers').toBeTruthy();
    expect((await gallery.innerText()).trim()).not.toContain(name!);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
