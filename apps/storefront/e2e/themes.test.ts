import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_THEMES } from 'virtual:vitrine/themes';
import type { Product } from '@vitrine/headless';
import type { ThemeSettings } from '@vitrine/ui/theme';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { startStorefront } from './global-setup';
import { DESKTOP, hydrated, openShopper, PHONE, recordLayoutShifts, storeApi, url } from './shop';

/**
 * Every theme setting is visible in the shop. One journey in one
 * browser goes through every installed theme (the `?preview_theme=` switch)
 * and checks, on a phone and on a desktop, what each setting means: the
 * header layout, the breadcrumb bar (and its referrer pairing, spec 2), the
 * currency selector's place and the currency style, and the cart type.
 * The expectations are the theme packages' own settings.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

type Box = { x: number; y: number; width: number; height: number };
const centre = (box: Box) => box.x + box.width / 2;
const middle = (box: Box) => box.y + box.height / 2;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} is shown`).not.toBeNull();
  return found!;
}

const isShown = (page: Page, selector: string) => page.locator(selector).first().isVisible();

/** Opens the header's menu drawer (a native popover) and closes it again with Escape, checking what it holds. */
async function inMenu<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.locator('header button[popovertarget]').click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor({ state: 'visible' });
  const result = await read();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return result;
}

/** The header layout (settings.layout.header) and what it means on this viewport. */
async function checkHeader(page: Page, layout: ThemeSettings['layout']['header'], viewport: 'phone' | 'desktop') {
  expect(await page.getAttribute('header', 'data-layout')).toBe(layout);
  const width = page.viewportSize()!.width;
  const logo = await box(page, 'header a[href="/"]');
  const hasMenuButton = await isShown(page, 'header button[popovertarget]');
  const hasNav = await isShown(page, 'header nav');
  const where = `${layout} on a ${viewport}`;
  if (layout === 'minimal') {
    // Drawer-only navigation: none in the bar, the menu button always there.
    expect(await page.locator('header nav').count(), where).toBe(0);
    expect(hasMenuButton, where).toBe(true);
    const links = await inMenu(page, () =>
      page.getByRole('dialog', { name: 'Menu' }).locator('a[href^="/collections/"]').count(),
    );
    expect(links, where).toBeGreaterThan(0);
    const menu = await box(page, 'header button[popovertarget]');
    // Phones: the logo leads and the menu comes last; desktops: menu · centred logo · icons.
    if (viewport === 'phone') expect(menu.x, where).toBeGreaterThan(logo.x);
    else expect(Math.abs(centre(logo) - width / 2), where).toBeLessThan(2);
    return;
  }
  if (layout === 'centered') {
    // The logo centred, the navigation on its own row below it.
    expect(Math.abs(centre(logo) - width / 2), where).toBeLessThan(2);
    expect(hasNav, where).toBe(true);
    expect((await box(page, 'header nav')).y, where).toBeGreaterThanOrEqual(logo.y + logo.height);
    expect(hasMenuButton, where).toBe(viewport === 'phone');
    return;
  }
  // Classic: the navigation beside the logo on a desktop; on a phone menu · logo · icons.
  if (viewport === 'desktop') {
    expect(hasNav, where).toBe(true);
    expect(hasMenuButton, where).toBe(false);
    const nav = await box(page, 'header nav');
    expect(nav.x, where).toBeGreaterThan(logo.x + logo.width);
    expect(Math.abs(middle(nav) - middle(logo)), where).toBeLessThan(logo.height);
  } else {
    expect(hasNav, where).toBe(false);
    expect((await box(page, 'header button[popovertarget]')).x, where).toBeLessThan(logo.x);
  }
}

/** The currency selector's place (settings.currencySelector.selectorType): header bar, menu drawer or footer. */
async function checkCurrencyPlace(
  page: Page,
  selector: ThemeSettings['currencySelector'],
  viewport: 'phone' | 'desktop',
) {
  const inBar = await isShown(page, 'header [data-testid="currency-form"]');
  const inFooter = page.locator('footer [data-testid="currency-form"]');
  const where = `${selector.selectorType} on a ${viewport}`;
  if (!selector.showSelector) {
    expect(await page.locator('[data-testid="currency-form"]').count(), where).toBe(0);
    return;
  }
  if (selector.selectorType === 'footer') {
    expect(
      await page
        .locator('header [data-testid="currency-form"], [data-menu-drawer] [data-testid="currency-form"]')
        .count(),
      where,
    ).toBe(0);
    await inFooter.scrollIntoViewIfNeeded();
    expect(await inFooter.isVisible(), where).toBe(true);
    return;
  }
  expect(await inFooter.count(), where).toBe(0);
  if (viewport === 'desktop' || selector.selectorType === 'header') {
    expect(inBar, where).toBe(true);
  } else {
    // Global on a phone: in the menu drawer, not in the bar.
    expect(inBar, where).toBe(false);
    expect(await inMenu(page, () => isShown(page, '[data-menu-drawer] [data-testid="currency-form"]')), where).toBe(
      true,
    );
  }
}

/** Texts of the site's breadcrumb bar, or null when there is none. */
async function breadcrumb(page: Page): Promise<string[] | null> {
  const bar = page.getByTestId('breadcrumb');
  if ((await bar.count()) === 0) return null;
  return bar.locator('li').allTextContents();
}

/** A collection that is not a product's first, with that product on its first page: the referrer alone can name it. */
async function referrerPairing(): Promise<{ collection: { handle: string; title: string }; product: Product }> {
  const { collections } = await storeApi<{ collections: { handle: string; title: string }[] }>('/collections');
  for (const collection of collections) {
    const { products } = await storeApi<{ products: { handle: string }[] }>(`/collections/${collection.handle}`);
    for (const summary of products) {
      const { product } = await storeApi<{ product: Product }>(`/products/${summary.handle}`);
      if (product.collections.length > 1 && product.collections[0]!.handle !== collection.handle)
        return { collection, product };
    }
  }
  throw new Error('no product in several collections');
}

/** A product shown on this page that is in exactly one collection: its page-meta breadcrumb names that collection. */
async function singleCollectionProduct(page: Page): Promise<Product> {
  const hrefs = await page
    .locator('main a[href^="/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of new Set(hrefs)) {
    const { product } = await storeApi<{ product: Product }>(`/products/${href.slice('/products/'.length)}`);
    if (product.collections.length === 1) return product;
  }
  throw new Error('no product in exactly one collection on this page');
}

describe('every theme setting is visible in the shop', () => {
  it(
    'shows each theme’s header layout, breadcrumbs, currency selector and cart type, on a phone and a desktop',
    { timeout: 300_000 },
    async () => {
      const pairing = await referrerPairing();
      const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
      expect(INSTALLED_THEMES.map((entry) => entry.name)).toEqual(
        expect.arrayContaining(['default', 'vogue', 'venue', 'showtime', 'athena']),
      );
      for (const { name, theme } of INSTALLED_THEMES) {
        const settings = theme.settings;
        await page.setViewportSize(DESKTOP);
        await page.goto(url(`/?preview_theme=${name}`));
        await hydrated(page);
        expect(await page.getAttribute('html', 'data-theme')).toBe(name);

        // Header layout and currency place, desktop then phone.
        await checkHeader(page, settings.layout.header, 'desktop');
        await checkCurrencyPlace(page, settings.currencySelector, 'desktop');
        await page.setViewportSize(PHONE);
        await checkHeader(page, settings.layout.header, 'phone');
        await checkCurrencyPlace(page, settings.currencySelector, 'phone');
        await page.setViewportSize(DESKTOP);

        // Breadcrumbs (spec 2): on a collection, then the product reached from it (the referrer pairing).
        const isShownTheme = settings.showBreadcrumbs.headerModule || settings.showBreadcrumbs.webNavigation;
        await page.goto(url(`/collections/${pairing.collection.handle}`));
        await hydrated(page);
        expect(await breadcrumb(page), `${name} collection`).toEqual(
          isShownTheme ? ['Home', pairing.collection.title] : null,
        );
        await page.locator(`main a[href="/products/${pairing.product.handle}"]`).first().click();
        await page.waitForURL(`**/products/${pairing.product.handle}`);
        await page.getByTestId('product-price').waitFor();
        await expect
          .poll(() => breadcrumb(page), { message: `${name} product` })
          .toEqual(isShownTheme ? ['Home', pairing.collection.title, pairing.product.title] : null);

        if (name === 'default') {
          // Spec 2: the page-meta breadcrumb takes priority over an allowed referrer (all products → product).
          await page.goto(url('/collections/all'));
          await hydrated(page);
          const single = await singleCollectionProduct(page);
          expect(await breadcrumb(page), 'all products').toEqual(['Home', 'All products']);
          await page.locator(`main a[href="/products/${single.handle}"]`).first().click();
          await page.waitForURL(`**/products/${single.handle}`);
          await expect
            .poll(() => breadcrumb(page), { message: 'page meta wins' })
            .toEqual(['Home', single.collections[0]!.title, single.title]);
          await page.goBack();
          await page.waitForURL('**/collections/all');
          await page.goto(url(`/products/${pairing.product.handle}`));
          await page.getByTestId('product-price').waitFor();
        }

        // Currency style: centsub shows the cents as superscript.
        expect((await page.getByTestId('product-price').locator('sup').count()) > 0, `${name} currency style`).toBe(
          settings.currencyStyle === 'centsub',
        );

        // Cart type: the header's cart opens the drawer in place, or goes to /cart.
        await page.locator('header [data-testid="cart-link"]').click();
        if (settings.cartType === 'drawer') {
          await page.getByRole('dialog', { name: /cart/i }).waitFor();
          expect(new URL(page.url()).pathname).toBe(`/products/${pairing.product.handle}`);
          await page.keyboard.press('Escape');
        } else {
          await page.waitForURL('**/cart');
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

/** The first family of a `font-family` value, unquoted. */
const firstFamily = (stack: string) =>
  stack
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '');

describe('each theme’s own fonts and hero (self-hosted fonts, no layout shift)', () => {
  it(
    'preloads the theme’s font files from the shop’s origin, draws its headings in its face, and does not shift',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
      // Layout shifts from the first paint on, every page load (fonts swapping in would show here).
      await recordLayoutShifts(page);
      const headingFaces = new Set<string>();
      for (const { name, theme } of INSTALLED_THEMES) {
        await page.goto(url(`/?preview_theme=${name}`));
        await hydrated(page);
        expect(await page.getAttribute('html', 'data-theme')).toBe(name);

        // Only this theme's files are preloaded, each served by the shop itself as woff2.
        const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
          links.map((link) => ({
            href: link.getAttribute('href')!,
            crossOrigin: link.getAttribute('crossorigin'),
            type: link.getAttribute('type'),
          })),
        );
        expect(preloads.length, `${name} preloads its fonts`).toBe(theme.fonts.length);
        expect(preloads.length, `${name} preloads at most two files`).toBeLessThanOrEqual(2);
        for (const preload of preloads) {
          expect(preload.href, `${name}: ${preload.href}`).toMatch(/^\/assets\/[^/]+-latin-[^/]+\.woff2$/);
          expect(preload).toMatchObject({ crossOrigin: 'anonymous', type: 'font/woff2' });
          const file = await page.request.get(url(preload.href));
          expect(file.status(), `${name}: ${preload.href}`).toBe(200);
          expect(file.headers()['content-type'], `${name}: ${preload.href}`).toBe('font/woff2');
        }
        const files = theme.fonts.map((font) =>
          font.file
            .split('/')
            .pop()!
            .replace(/\.woff2$/, ''),
        );
        expect(preloads.map((p) => p.href).every((href) => files.some((file) => href.includes(`/${file}-`)))).toBe(
          true,
        );

        // Once loaded, the hero's headline is drawn in the theme's own heading face.
        const heading = firstFamily(theme.tokens.font.heading);
        headingFaces.add(heading);
        await page.waitForLoadState('networkidle');
        const drawn = await page.evaluate(async (family) => {
          await document.fonts.ready;
          const h1 = document.querySelector('main h1')!;
          return {
            computed: getComputedStyle(h1).fontFamily,
            loaded: [...document.fonts].some(
              (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
            ),
            shifts: (window as unknown as { __shifts: number }).__shifts,
            hero: document.querySelector('[data-testid="home-hero"]')?.getAttribute('data-hero'),
          };
        }, heading);
        expect(firstFamily(drawn.computed), `${name} heading face`).toBe(heading);
        expect(drawn.loaded, `${name}: ${heading} loaded`).toBe(true);
        // The hero takes the theme's layout (settings.layout.hero).
        expect(drawn.hero, `${name} hero`).toBe(theme.settings.layout.hero);
        expect(drawn.shifts, `${name} home page shifts while loading`).toBeLessThanOrEqual(0.01);
      }
      // Five stores, five heading faces.
      expect(headingFaces.size).toBe(INSTALLED_THEMES.length);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const storefrontManifest = path.join(repoRoot, 'apps/storefront/package.json');
const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');

/** Runs a command of the theme guide in the repository; its output is the error when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

describe('a sixth theme (packages/themes/template/README.md, "Use it in the shop")', () => {
  it('is served by the shop after `pnpm create-theme` and only the guide’s steps', { timeout: 900_000 }, async () => {
    // A name no other run uses, so a stopped run's leftovers never collide.
    const name = `sixth-${process.pid.toString(36)}`;
    const themeDir = path.join(repoRoot, 'packages/themes', name);
    const buildDir = `build-${name}`;
    const manifest = readFileSync(storefrontManifest, 'utf8');
    const lock = readFileSync(lockfile, 'utf8');
    let stop: (() => Promise<void>) | undefined;
    try {
      await run('pnpm', ['create-theme', name]);
      // The merchant's own setting (the guide: edit settings.ts), so the shop is seen reading this theme's settings.
      const settingsFile = path.join(themeDir, 'src/settings.ts');
      writeFileSync(
        settingsFile,
        readFileSync(settingsFile, 'utf8').replace("header: 'classic'", "header: 'centered'"),
      );

      // "Use it in the shop": the dependency, install, build, the store setting.
      const dependencies = JSON.parse(manifest) as { dependencies: Record<string, string> };
      dependencies.dependencies[`@vitrine/theme-${name}`] = 'workspace:*';
      writeFileSync(storefrontManifest, `${JSON.stringify(dependencies, null, 2)}\n`);
      // The guide's `pnpm install`, from the local cache first: nothing new is downloaded for a workspace theme.
      // Under CI pnpm freezes the lockfile by default; the guide's step adds the theme to it, as on a merchant's machine.
      await run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']);
      await run('pnpm', ['--filter', '@vitrine/storefront', 'build'], { VITRINE_BUILD_DIR: buildDir });
      const shop = await startStorefront({ buildDir, env: { VITRINE_THEME: name } });
      stop = shop.stop;

      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${shop.baseURL}/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getAttribute('html', 'data-theme')).toBe(name);
      const themeClass = (await page.getAttribute('html', 'class')) ?? '';
      expect(themeClass).not.toBe('');
      // Only this theme's stylesheet, and it is the one that fills the contract on <html>.
      const sheets = await page
        .locator('link[data-site-theme]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-site-theme')));
      expect(sheets).toEqual([name]);
      const href = await page.locator('link[data-site-theme]').getAttribute('href');
      const css = await (await fetch(`${shop.baseURL}${href}`)).text();
      expect(css).toContain(`.${themeClass.split(' ')[0]}`);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--vt-color-surface').trim(),
        ),
      ).not.toBe('');
      // Its settings: the centred header chosen above, and the template's breadcrumbs in the header module.
      expect(await page.getAttribute('header', 'data-layout')).toBe('centered');
      await checkHeader(page, 'centered', 'desktop');
      const { collections } = (await (await fetch(`${shop.baseURL}/api/store/collections`)).json()) as {
        collections: { handle: string; title: string }[];
      };
      await page.goto(`${shop.baseURL}/collections/${collections[0]!.handle}`);
      expect(await breadcrumb(page)).toEqual(['Home', collections[0]!.title]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await stop?.();
      writeFileSync(storefrontManifest, manifest);
      writeFileSync(lockfile, lock);
      for (const folder of [
        themeDir,
        path.join(repoRoot, 'apps/storefront', buildDir),
        path.join(repoRoot, 'apps/storefront/node_modules/@vitrine', `theme-${name}`),
      ]) {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });
});
