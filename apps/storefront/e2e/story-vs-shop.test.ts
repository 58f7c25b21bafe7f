import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import pixelmatch from 'pixelmatch';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_THEMES } from 'virtual:vitrine/themes';
import type { Product } from '@vitrine/headless';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { catalog, DESKTOP, hydrated, PHONE, url } from './shop';

/**
 * "A designer sees a theme change in Storybook exactly as the shop
 * will show it". For every installed theme, on a desktop and a phone, the
 * shop's home, product and cart pages are read beside their page stories in
 * the built Storybook, in the same theme and locale, and what the theme
 * decides must be the same in both: the header's layout and the place of its
 * parts, the gallery, the product cards and their picture's shape, the hero,
 * the breadcrumb bar, the cart type, the currency selector's place, the
 * type (faces, weights, sizes) of the title, the body and the buttons, the
 * key colours and radii, and the page's landmarks. The data differ (the
 * stories' fixtures are not the shop's catalogue), so texts, counts and
 * pictures are not compared. The header bar is also compared pixel by pixel,
 * once its data (store name, collection names, cart count) are the same.
 */

const STORYBOOK_DIR = path.resolve(import.meta.dirname, '../../storybook/storybook-static');
const LOCALE = 'en-US';

/** Each page: where the shop serves it, its page story at each size, and its main call to action (whose type, colours and radius are the theme's). */
const PAGES = {
  home: {
    path: () => '/',
    story: { desktop: 'pages-home--desktop', phone: 'pages-home--mobile' },
    primary: '[data-testid="home-hero"] a',
  },
  product: {
    path: (handle: string) => `/products/${handle}`,
    story: { desktop: 'pages-product--desktop', phone: 'pages-product--mobile' },
    primary: '[data-testid="add-to-cart"]',
  },
  cart: {
    path: () => '/cart',
    story: { desktop: 'pages-cart--desktop', phone: 'pages-cart--mobile' },
    primary: '[data-testid="checkout-button"]',
  },
} as const;
type PageName = keyof typeof PAGES;
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;
type SizeName = keyof typeof SIZES;

let browser: Browser;
let storybook: { url: string; server: Server };

beforeAll(async () => {
  // A developer running this one file without building Storybook first gets told so, not a silent pass.
  if (!existsSync(path.join(STORYBOOK_DIR, 'index.json'))) {
    throw new Error(
      `Storybook is not built (${STORYBOOK_DIR} has no index.json): run \`pnpm --filter @vitrine/storybook build\` first (\`pnpm test\` builds it before the journeys).`,
    );
  }
  // The built Storybook as static files; http, not file://, because MSW's service worker needs it.
  const app = express().use(express.static(STORYBOOK_DIR));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  storybook = { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => storybook?.server.close(resolve));
  await closeDb();
});

/**
 * Records Storybook's `storyFinished` (and failure) events in the page, by
 * hooking the preview's channel as soon as Storybook creates it.
 */
function recordStoryEvents() {
  const w = window as unknown as { __storyDone: Record<string, boolean>; __storyErrors: string[] };
  w.__storyDone = {};
  w.__storyErrors = [];
  let channel: { on(event: string, listener: (payload: unknown) => void): void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: NonNullable<typeof channel>) {
      channel = value;
      value.on('storyFinished', (event) => {
        w.__storyDone[(event as { storyId: string }).storyId] = true;
      });
      for (const kind of ['storyThrewException', 'storyErrored', 'storyMissing']) {
        value.on(kind, (error) => w.__storyErrors.push(`${kind}: ${JSON.stringify(error)}`));
      }
    },
  });
}

/** One tab of Storybook's preview in one theme: stories switch in place, without a page load each. */
async function openStories(theme: string) {
  // Storybook pauses animations instead of waiting for them when it sees a test runner.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`;
  const context = await browser.newContext({ viewport: DESKTOP, userAgent, locale: LOCALE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(recordStoryEvents);
  let loaded = false;
  return {
    page,
    errors,
    async render(storyId: string, size: SizeName) {
      await page.setViewportSize(SIZES[size]);
      if (!loaded) {
        // Embed mode renders the story without its play function; `a11y.manual` leaves out the accessibility check (the story tests run it).
        await page.goto(
          `${storybook.url}/iframe.html?id=${storyId}&viewMode=story&embed=true&globals=theme:${theme};locale:${LOCALE};a11y.manual:!true`,
        );
        loaded = true;
      } else {
        await page.evaluate((id) => {
          const w = window as unknown as {
            __storyDone: Record<string, boolean>;
            __STORYBOOK_PREVIEW__: { onSetCurrentStory(s: object): void };
          };
          delete w.__storyDone[id];
          w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' });
        }, storyId);
      }
      await page.waitForFunction(
        (id) => (window as unknown as { __storyDone: Record<string, boolean> }).__storyDone[id],
        storyId,
        { timeout: 30_000 },
      );
      const storyErrors = await page.evaluate(() =>
        (window as unknown as { __storyErrors: string[] }).__storyErrors.splice(0),
      );
      expect(storyErrors, `${theme} ${storyId}`).toEqual([]);
      await settle(page);
    },
    close: () => context.close(),
  };
}

/** Waits until the theme's fonts are in (computed styles and the header's pixels depend on them). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/** Everything the theme decides on a page, read from the DOM and the computed styles (no texts, no counts). */
function readTheme(primaryAction: string) {
  const round = (n: number) => Math.round(n);
  const shown = (element: Element | null | undefined): element is HTMLElement =>
    Boolean(element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
  const main = document.querySelector('main')!;
  const frame = main.parentElement!;
  const header = frame.querySelector(':scope > header')!;
  // The shop's footer sits in the box of a deferred section (its code waits for the first interaction).
  const footer = frame.querySelector(':scope > footer, :scope > div > footer:only-child');
  const bar = header.firstElementChild!;
  const headerBox = header.getBoundingClientRect();

  // The header bar's parts: which are shown, their visual order and rows, the logo centred or not.
  const partOf = (element: Element) =>
    element.matches('button[popovertarget]')
      ? 'menu'
      : element.matches('a[href="/"]')
        ? 'logo'
        : element.matches('nav')
          ? 'nav'
          : element.querySelector('[data-testid="cart-link"]')
            ? 'actions'
            : element.querySelector('input')
              ? 'search'
              : `other:${element.tagName.toLowerCase()}`;
  const parts = [...bar.children]
    .filter(shown)
    .map((element) => ({ part: partOf(element), box: element.getBoundingClientRect() }));
  const rowsTop = [...new Set(parts.map(({ box }) => round(box.top - headerBox.top)))].sort((a, b) => a - b);
  const logo = parts.find(({ part }) => part === 'logo')?.box;
  const actions = header.querySelector('[data-testid="cart-link"]')!.parentElement!;
  const style = (element: Element | null | undefined, ...names: string[]) => {
    if (!element) return null;
    const computed = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
  };
  const TYPE = ['font-family', 'font-weight', 'font-size', 'line-height', 'letter-spacing', 'text-transform', 'color'];
  const currencyIn = (root: Element | null) => Boolean(root?.querySelector('[data-testid="currency-form"]'));

  const h1 = main.querySelector('h1');
  const primary = main.querySelector(primaryAction);
  const cards = [...main.querySelectorAll('[data-part="media"]')].filter(shown);
  const gallery = main.querySelector('section[aria-label][data-layout]');
  const hero = main.querySelector('[data-testid="home-hero"]');

  return {
    theme: document.documentElement.dataset.theme,
    dir: document.documentElement.dir,
    landmarks: [...frame.children]
      .map((element) =>
        element.matches('div') && element.firstElementChild?.matches('footer:only-child')
          ? element.firstElementChild
          : element,
      )
      .filter((element) => element.matches('header, main, footer') || element.querySelector(':scope > aside'))
      .map((element) => element.tagName.toLowerCase()),
    header: {
      layout: header.getAttribute('data-layout'),
      selectors: header.getAttribute('data-selectors'),
      order: [...parts].sort((a, b) => a.box.left - b.box.left).map(({ part }) => part),
      rows: parts.map(({ part, box }) => `${part}@${rowsTop.indexOf(round(box.top - headerBox.top))}`).sort(),
      logoCentred: logo ? Math.abs(logo.left + logo.width / 2 - (headerBox.left + headerBox.width / 2)) < 2 : null,
      height: round(headerBox.height),
      style: style(header, 'background-color', 'border-bottom-width', 'border-bottom-color', 'position'),
      logo: style(bar.querySelector('a[href="/"]'), ...TYPE),
      navLink: style(bar.querySelector('nav a'), ...TYPE),
      actions: [...actions.children]
        .filter(shown)
        .map(
          (element) =>
            element.getAttribute('data-testid') ?? element.getAttribute('href') ?? element.tagName.toLowerCase(),
        ),
    },
    cart: header.querySelector('[data-testid="cart-link"]')!.getAttribute('data-cart-type'),
    currency: {
      bar: shown(bar.querySelector('[data-testid="currency-form"]')),
      drawer: currencyIn(document.querySelector('[data-menu-drawer]')),
      footer: currencyIn(footer),
    },
    breadcrumb: shown(document.querySelector('[data-testid="breadcrumb"]')),
    hero: hero && { layout: hero.getAttribute('data-hero'), image: hero.hasAttribute('data-has-image') },
    gallery: gallery?.getAttribute('data-layout') ?? null,
    cards:
      cards.length === 0
        ? null
        : {
            layouts: [
              ...new Set(
                cards.map((media) => media.parentElement!.closest('[data-layout]')?.getAttribute('data-layout')),
              ),
            ],
            ratios: [
              ...new Set(
                cards.map((media) =>
                  (media.getBoundingClientRect().width / media.getBoundingClientRect().height).toFixed(2),
                ),
              ),
            ],
            radius: style(cards[0], 'border-radius'),
          },
    type: {
      body: style(document.body, 'font-family', 'font-weight', 'font-size', 'line-height', 'color', 'background-color'),
      page: style(document.documentElement, 'background-color', 'color'),
      title: style(h1, ...TYPE),
      button: style(primary, ...TYPE, 'background-color', 'border-radius', 'padding-block-start', 'min-block-size'),
    },
  };
}

/**
 * Share of the header's pixels that may differ between the shop and the
 * story once their data are the same: anti-aliasing only (the same browser
 * draws both with the same fonts); a moved icon, another colour or another
 * height is far more.
 */
const HEADER_TOLERANCE = 0.005;
/** Where a header that differs is saved (gitignored), beside the shop's other screenshots. */
const SHOTS_DIR = path.resolve(import.meta.dirname, '../../../screenshots/story-vs-shop');

/**
 * Gives the header the same data on either page (store name, four collection
 * links, two items in the cart, the same currency and language names), so
 * what is left to differ is the theme's.
 */
function sameHeaderData() {
  const frame = document.querySelector('main')!.parentElement!;
  const header = frame.querySelector(':scope > header')!;
  // What comes before the header (the shop's theme preview notice) is not the theme's: the header starts the page in both.
  for (let before = header.previousElementSibling; before; before = before.previousElementSibling)
    (before as HTMLElement).style.display = 'none';
  const logo = header.querySelector('a[href="/"]');
  if (logo && !logo.querySelector('img, svg')) logo.textContent = 'Northwind Atelier';
  const list = header.querySelector('nav ul');
  if (list) {
    const items = [...list.children];
    items.slice(4).forEach((item) => item.remove());
    ['New in', 'Women', 'Men', 'Outerwear'].forEach((label, i) => {
      const link = items[i]?.querySelector('a');
      if (link) {
        link.textContent = label;
        link.removeAttribute('aria-current');
      }
    });
  }
  const badge = header.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (badge) {
    badge.textContent = '2';
    badge.removeAttribute('data-empty');
  }
  // The selectors' shown values (the shopper's currency and language) are data too.
  const actions = header.querySelector('[data-testid="cart-link"]')!.parentElement!;
  for (const selectors of actions.querySelectorAll(':scope > div')) {
    const walker = document.createTreeWalker(selectors, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) node.textContent = 'EN';
  }
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The header bar of both pages, drawn with the same data, compared pixel by pixel. */
async function headerPixels(shop: Page, story: Page, name: string): Promise<{ share: number; detail: string }> {
  const shots = await Promise.all(
    [shop, story].map(async (page) => {
      // Again: an island that hydrated since (the shop's selectors) draws its own text once more.
      await page.evaluate(sameHeaderData);
      await page.mouse.move(0, page.viewportSize()!.height - 1);
      return PNG.sync.read(
        await page
          .locator('main')
          .locator('xpath=..')
          .locator(':scope > header')
          .screenshot({ animations: 'disabled', caret: 'hide' }),
      );
    }),
  );
  const [a, b] = [shots[0]!, shots[1]!];
  if (a.width !== b.width || a.height !== b.height)
    return { share: 1, detail: `shop ${a.width}×${a.height} ≠ story ${b.width}×${b.height}` };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  const share = differing / (a.width * a.height);
  if (share > HEADER_TOLERANCE) {
    // The pictures to look at: the shop's header, the story's, and where they differ (in red).
    mkdirSync(SHOTS_DIR, { recursive: true });
    for (const [suffix, png] of [
      ['shop', a],
      ['story', b],
      ['diff', diff],
    ] as const)
      writeFileSync(path.join(SHOTS_DIR, `${name}-${suffix}.png`), PNG.sync.write(png));
  }
  return { share, detail: `${differing} of ${a.width * a.height} pixels differ (${(share * 100).toFixed(2)} %)` };
}

describe('Storybook shows each theme as the shop does', () => {
  it(
    'reads the same theme decisions from the page stories as from the shop’s pages, in every theme and at both sizes',
    { timeout: 480_000 },
    async () => {
      const product = await galleryProduct();
      const shop = await openShop(product);
      const differences: string[] = [];
      const shopErrors: string[] = [];
      for (const { name: theme } of INSTALLED_THEMES) {
        await shop.page.goto(url(`/?preview_theme=${theme}`));
        await hydrated(shop.page);
        const stories = await openStories(theme);
        for (const size of Object.keys(SIZES) as SizeName[]) {
          for (const name of Object.keys(PAGES) as PageName[]) {
            // The shop's page and the story load side by side: the file stays quick on two cores.
            const [fromShop, fromStory] = await Promise.all([
              (async () => {
                // Errors after the header's data were swapped on the last page are that swap's (React finding other
                // text while it hydrates an island), not the shop's: only each page's own load counts. The last page
                // is left before the resize, or an island it hydrates at the new size (a phone-only part) would find
                // the swapped text and its error would count as this page's.
                await shop.page.goto('about:blank');
                await shop.page.setViewportSize(SIZES[size]);
                shop.errors.length = 0;
                await shop.page.goto(url(PAGES[name].path(product.handle)));
                await hydrated(shop.page);
                await settle(shop.page);
                // The page's islands (selectors, search, breadcrumb, footer) hydrate once their code is in: the header's
                // data are replaced after that, or React would find other text than its server's and draw it again.
                await shop.page.waitForLoadState('networkidle');
                shopErrors.push(...shop.errors.map((error) => `${theme} ${name} ${size}: ${error}`));
                await shop.page.evaluate(sameHeaderData);
                return shop.page.evaluate(readTheme, PAGES[name].primary);
              })(),
              (async () => {
                await stories.render(PAGES[name].story[size], size);
                await stories.page.evaluate(sameHeaderData);
                return stories.page.evaluate(readTheme, PAGES[name].primary);
              })(),
            ]);
            // Whether a page shows product cards at all is its data (related products, recommendations); their look is the theme's.
            if (!fromShop.cards || !fromStory.cards) fromShop.cards = fromStory.cards = null;
            differences.push(...compare(`${theme} ${name} ${size}`, fromShop, fromStory));
            if (name === 'home') {
              const pixels = await headerPixels(shop.page, stories.page, `${theme}-${size}`);
              if (pixels.share > HEADER_TOLERANCE) differences.push(`${theme} ${size} header pixels: ${pixels.detail}`);
            }
          }
        }
        expect(stories.errors, `${theme} stories`).toEqual([]);
        await stories.close();
      }
      expect(differences).toEqual([]);
      expect(shopErrors).toEqual([]);
      await shop.context.close();
    },
  );
});

/** Each leaf where the story differs from the shop, as `where path: shop ≠ story`. */
function compare(where: string, shop: unknown, story: unknown, at = ''): string[] {
  if (shop && story && typeof shop === 'object' && typeof story === 'object' && !Array.isArray(shop)) {
    const keys = new Set([...Object.keys(shop), ...Object.keys(story)]);
    return [...keys].flatMap((key) =>
      compare(where, (shop as Record<string, unknown>)[key], (story as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return JSON.stringify(shop) === JSON.stringify(story)
    ? []
    : [`${where} ${at.slice(1)}: ${JSON.stringify(shop)} ≠ ${JSON.stringify(story)}`];
}

/** A product of the shop with several pictures, so every gallery layout shows as itself. */
async function galleryProduct(): Promise<Product> {
  const products = await catalog();
  const found = products.find(
    (product) => product.images.length >= 3 && product.variants.some((variant) => (variant.available ?? 0) > 2),
  );
  expect(found, 'a product with three pictures or more').toBeTruthy();
  return found!;
}

/** A shopper who answered the cookie notice and has the product in the cart. */
async function openShop(product: Product): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: LOCALE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url('/'));
  await hydrated(page);
  const consent = page.getByTestId('cookie-consent');
  if (await consent.isVisible().catch(() => false))
    await consent.getByRole('button', { name: /^(Got it|Accept all)$/ }).click();
  const variant = product.variants.find((v) => (v.available ?? 0) > 2)!;
  const added = await page.request.post(url('/api/store/cart'), { data: { variant_id: variant.ID, quantity: 2 } });
  expect(added.status(), await added.text()).toBe(200);
  return { context, page, errors };
}
