import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { addToCart } from './checkout.helpers';
import { closeDb, dbQuery } from './db';
import { hydrated, simpleProduct, storeApi, url } from './shop';

/**
 * Every page type (home, collection, product, search results, cart with a
 * line, checkout's contact step, sign-in, a blog article, a policy, the 404
 * page, order tracking) in every installed theme in English, and in the
 * default theme in Hebrew (right to left): axe-core finds no WCAG 2.2 AA
 * violation, and no page is wider than the screen at 320, 390 and 768 px. On
 * the home page of each it also checks the search suggestions on a phone stay
 * on the screen, a sticky phone header leaves most of an 844 px screen to the
 * page, and the desktop (1280 px) navigation shows its links whole (no
 * clipped "Bags & Acc…") with no axe violation. In Hebrew the region prompt
 * speaks Hebrew only ("בישראל", not "בIsrael"), and no page of checkout shows it.
 * `SCREENSHOTS=1` writes each theme's phone header and desktop navigation to
 * screenshots/storefront/a11y-<theme>-<lang>-{phone,desktop}.png; `A11Y_TIMING=1`
 * logs the time each page took.
 */
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['default', 'vogue', 'venue', 'showtime', 'athena'] as const;
const WIDTHS = [320, 390, 768] as const;
const PHONE_HEIGHT = 844;
/** The sticky header may cover at most this much of an 844 px phone screen (about 14 %). */
const MAX_PHONE_HEADER = 120;
const shotDir = path.resolve(import.meta.dirname, '../../../screenshots/storefront');

let browser: Browser;
let pages: { name: string; path: string }[];
let variantId: number;
let searchWord: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const product = await simpleProduct(20);
  variantId = product.variants[0]!.ID;
  searchWord = product.title.split(/\s+/)[0]!.toLowerCase();
  const { collections } = await storeApi<{ collections: { handle: string }[] }>('/collections');
  const [post] = await dbQuery<{ handle: string; blog: string }>(
    `SELECT p.handle, c.handle AS blog FROM blog_posts p JOIN blog_collections c ON c.id = p.collection_id
     ORDER BY p.published_at DESC, p.id DESC LIMIT 1`,
  );
  expect(collections.length, 'a collection').toBeGreaterThan(0);
  expect(post, 'a blog article').toBeTruthy();
  pages = [
    { name: 'home', path: '/' },
    { name: 'collection', path: `/collections/${collections[0]!.handle}` },
    { name: 'product', path: `/products/${product.handle}` },
    { name: 'search', path: `/search?q=${encodeURIComponent(searchWord)}` },
    { name: 'cart', path: '/cart' },
    { name: 'checkout', path: '/checkouts' },
    { name: 'sign-in', path: '/account/login' },
    { name: 'article', path: `/blogs/${post!.blog}/${post!.handle}` },
    { name: 'policy', path: '/policies/refund-policy' },
    { name: '404', path: '/no-such-page' },
    { name: 'order tracking', path: '/order-tracking' },
  ];
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** axe-core's WCAG 2.2 AA violations on the page as it is now, one line per failing element. */
async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
      ),
    );
  }, WCAG_22_AA);
}

/** How many px the page is wider than the window, and the outermost elements that stick out. */
async function overflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const px = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (px > 0) {
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || (rect.right <= width + 0.5 && rect.left >= -0.5)) continue;
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && (parent.right > width + 0.5 || parent.left < -0.5)) continue;
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(rect.left)}–${Math.round(rect.right)}]`,
        );
        if (culprits.length === 4) break;
      }
    }
    return { px, culprits };
  });
}

/** Loads a page and waits for hydration (the 404 page answers 404, still a whole page). */
async function open(page: Page, to: string) {
  await page.goto(url(to));
  await hydrated(page);
}

/** The bottom of the sticky header after scrolling: what it keeps covering on a phone. */
async function stickyHeaderHeight(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(150);
  return page.evaluate(() => {
    let el: HTMLElement | null = document.querySelector('header');
    let bottom = 0;
    while (el && el !== document.body) {
      const position = getComputedStyle(el).position;
      if (position === 'sticky' || position === 'fixed') bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
      el = el.parentElement;
    }
    window.scrollTo(0, 0);
    return Math.round(bottom);
  });
}

/** Links of the desktop navigation whose text does not fit (ellipsis or clipping). */
async function clippedNavLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header nav a')]
      .filter((a) => a.getClientRects().length > 0)
      .filter((a) => {
        const text = [a, ...a.querySelectorAll<HTMLElement>('*')];
        return text.some((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible');
      })
      .map((a) => a.textContent?.trim() ?? ''),
  );
}

/**
 * Types into the search box a shopper sees at this width (the header's, or the
 * menu drawer's on a phone) and measures the page with the suggestions open.
 */
async function suggestionsOverflow(page: Page): Promise<{ px: number; culprits: string[] } | 'no search box'> {
  let box = page.locator('header input[type="search"]:visible').first();
  if ((await box.count()) === 0) {
    await page.locator('header button[popovertarget]').click();
    box = page.locator('[popover] input[type="search"]:visible').first();
    await box.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  }
  if ((await box.count()) === 0) return 'no search box';
  await box.fill(searchWord.slice(0, 3));
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({ state: 'visible', timeout: 5000 });
  return overflow(page);
}

async function shopperIn(theme: string, lang: 'en' | 'he'): Promise<{ context: BrowserContext; page: Page }> {
  const locale = lang === 'he' ? 'he-IL' : 'en-US';
  const context = await browser.newContext({ viewport: { width: 390, height: PHONE_HEIGHT }, locale });
  // The cookie `?preview_theme=<theme>` sets (and the language switch's), without a page load for each.
  await context.addCookies([
    { name: 'vitrine_preview_theme', value: theme, url: url('/') },
    ...(lang === 'he' ? [{ name: 'locale', value: 'he-IL', url: url('/') }] : []),
  ]);
  await context.addInitScript({ content: axeSource });
  const page = await context.newPage();
  await addToCart(page, variantId, 1);
  return { context, page };
}

/** Home-page checks: the phone header, the search suggestions on a phone, and the desktop navigation and page. */
async function checkHome(page: Page, theme: string, lang: 'en' | 'he', problems: string[]) {
  const header = await stickyHeaderHeight(page);
  if (header > MAX_PHONE_HEADER) problems.push(`phone header covers ${header} px`);
  if (process.env.SCREENSHOTS) {
    mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: path.join(shotDir, `a11y-${theme}-${lang}-phone.png`) });
  }
  const suggested = await suggestionsOverflow(page);
  if (suggested === 'no search box') problems.push('home: no search box on a phone');
  else if (suggested.px > 0)
    problems.push(`search suggestions on a phone: ${suggested.px} px too wide (${suggested.culprits.join('; ')})`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  const clipped = await clippedNavLinks(page);
  if (clipped.length > 0) problems.push(`desktop nav clips ${clipped.join(', ')}`);
  for (const violation of await axeViolations(page)) problems.push(`home at 1280 px: axe ${violation}`);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(shotDir, `a11y-${theme}-${lang}-desktop.png`) });
}

/** In Hebrew a shopper in Israel is offered the Israel store, in Hebrew words only (no "בIsrael"); answering it lets the page be used. */
async function checkRegionPrompt(page: Page): Promise<string[]> {
  const prompt = page.getByTestId('region-prompt');
  await prompt.waitFor({ state: 'visible' });
  const words = (await prompt.textContent()) ?? '';
  const problems = words.includes('בישראל') && !/[A-Za-z]/.test(words) ? [] : [`region prompt reads "${words}"`];
  const violations = await axeViolations(page);
  await prompt.getByRole('button', { name: /להישאר/ }).click();
  await prompt.waitFor({ state: 'detached' });
  return [...problems, ...violations.map((v) => `home with the region prompt: axe ${v}`)];
}

/**
 * One theme in one language: every page type on a phone, its axe violations
 * and its width at 320, 390 and 768 px. Returns what is wrong, one line each.
 */
async function auditTheme(theme: string, lang: 'en' | 'he'): Promise<string[]> {
  const { context, page } = await shopperIn(theme, lang);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  try {
    for (const { name, path: to } of pages) {
      const started = Date.now();
      await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
      await open(page, to);
      if (lang === 'he' && (await page.getAttribute('html', 'dir')) !== 'rtl')
        problems.push(`${name} is not right to left`);
      if ((await page.getAttribute('html', 'data-theme')) !== theme)
        problems.push(`${name} is not in the ${theme} theme`);
      if (lang === 'he' && name === 'home') problems.push(...(await checkRegionPrompt(page)));
      if (name === 'checkout') {
        await page.waitForURL(/\/checkouts\/[^/]+/);
        // Never asked to switch stores while paying, once the page's scripts have run.
        await page.waitForTimeout(500);
        if ((await page.getByTestId('region-prompt').count()) > 0) problems.push('region prompt on checkout');
      }
      for (const violation of await axeViolations(page)) problems.push(`${name}: axe ${violation}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        const found = await overflow(page);
        if (found.px > 0)
          problems.push(`${name} at ${width} px: ${found.px} px too wide (${found.culprits.join('; ')})`);
      }
      if (name === 'home') {
        await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
        await checkHome(page, theme, lang, problems);
      }
      if (process.env.A11Y_TIMING) console.log(theme, lang, name, Date.now() - started, 'ms');
    }
  } catch (error) {
    problems.push(`stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return problems;
}

/** Every theme in English, and the default theme in Hebrew (right to left). */
const AUDITS = [...THEMES.map((theme) => ({ theme, lang: 'en' as const })), { theme: 'default', lang: 'he' as const }];
/** Audits at a time: while one waits on the server, the others use the browser. */
const AT_ONCE = 3;

describe('accessibility and fit of every page type', () => {
  it('every page type in every theme, and in Hebrew: no WCAG 2.2 AA violation, nothing wider than 320/390/768 px', async () => {
    const found = new Map<string, string[]>();
    const queue = [...AUDITS];
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          found.set(`${next.theme} (${next.lang})`, await auditTheme(next.theme, next.lang));
        }
      }),
    );
    const none = Object.fromEntries(AUDITS.map(({ theme, lang }) => [`${theme} (${lang})`, []]));
    expect(Object.fromEntries(found)).toEqual(none);
  }, 240_000);
});
