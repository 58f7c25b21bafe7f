// `pnpm --filter @vitrine/storybook shop-and-stories -- --shop=http://localhost:3000 [--themes=a,b] [--pages=home,cart]`
// The shop's home, product, cart and checkout pages beside Storybook's page stories of the same pages,
// in every theme, on a phone (390×844) and a desktop (1280×900): one picture per theme, page and size
// (shop on the left, Storybook on the right) in docs/screenshots/<theme>/<page>-<size>.jpg, and an index
// (docs/screenshots/README.md). Needs a running shop with the demo catalogue and the built Storybook
// (`pnpm --filter @vitrine/storybook build`).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, openStoryPage, serveStatic, STATIC_DIR, THEMES } from './stories.mjs';

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};
const PRODUCT = 'merino-crewneck';
/** Each page: where the shop shows it, and the page story of it at each size. */
const PAGES = {
  home: { path: '/', story: { phone: 'pages-home--mobile', desktop: 'pages-home--desktop' } },
  product: {
    path: `/products/${PRODUCT}`,
    story: { phone: 'pages-product--mobile', desktop: 'pages-product--desktop' },
  },
  cart: { path: '/cart', story: { phone: 'pages-cart--mobile', desktop: 'pages-cart--desktop' } },
  checkout: { path: '/checkouts', story: { phone: 'pages-checkout--mobile', desktop: 'pages-checkout--contact' } },
};

// `pnpm <script> -- --flag` passes the `--` along: it is not an argument.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    shop: { type: 'string', default: 'http://localhost:3000' },
    themes: { type: 'string' },
    pages: { type: 'string' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../docs/screenshots') },
  },
});
const shop = values.shop.replace(/\/$/, '');
const themes = values.themes ? values.themes.split(',') : THEMES;
const pages = values.pages ? values.pages.split(',') : Object.keys(PAGES);
for (const name of [...themes.filter((t) => !THEMES.includes(t)), ...pages.filter((p) => !(p in PAGES))]) {
  throw new Error(`Unknown theme or page: ${name}`);
}
const out = resolve(values.out);

/** Puts a product in the context's cart the way a shopper's browser does (the store API, its cookie). */
async function fillCart(context) {
  const page = await context.newPage();
  await page.goto(`${shop}/products/${PRODUCT}`);
  const { product } = await (await page.request.get(`${shop}/api/store/products/${PRODUCT}`)).json();
  const variant = product.variants.find((v) => v.available >= 2) ?? product.variants[0];
  const added = await page.request.post(`${shop}/api/store/cart`, { data: { variant_id: variant.ID, quantity: 2 } });
  if (!added.ok()) throw new Error(`Could not add to the cart: ${added.status()} ${await added.text()}`);
  await page.close();
}

/** Waits until the page is drawn as a shopper sees it: hydrated, images in, no spinner. */
async function settle(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
}

/** Shop and story side by side in one picture, each at the size it was taken. */
async function sideBySide(browser, left, right, size, file) {
  const page = await browser.newPage({ viewport: { width: size.width * 2 + 48, height: size.height + 40 } });
  const img = (buffer, label) =>
    `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${buffer.toString('base64')}" width="${size.width}" height="${size.height}"></figure>`;
  await page.setContent(
    `<!doctype html><style>body{margin:0;display:flex;gap:16px;padding:0 8px;font:13px system-ui;background:#e8e8e8}
figure{margin:0}figcaption{height:24px;line-height:24px}img{display:block;outline:1px solid #999}</style>
${img(left, 'Shop')}${img(right, 'Storybook')}`,
  );
  await page.screenshot({ path: file, type: 'jpeg', quality: 72, fullPage: true });
  await page.close();
}

const server = await serveStatic(STATIC_DIR);
const browser = await launchChromium();
try {
  for (const theme of themes) {
    // Only the themes taken in this run are replaced; the index lists every theme on disk.
    await rm(join(out, theme), { recursive: true, force: true });
    await mkdir(join(out, theme), { recursive: true });
    for (const [sizeName, size] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport: size });
      // The preview cookie makes every later page of this context use the theme.
      // A shopper who has answered the cookie notice: the pictures show the page, not the notice.
      const first = await context.newPage();
      await first.goto(`${shop}/?preview_theme=${theme}`);
      await settle(first);
      const consent = first.getByRole('button', { name: /^(Got it|Accept all)$/ });
      if (await consent.isVisible().catch(() => false)) await consent.click();
      await first.waitForTimeout(300);
      await first.close();
      await fillCart(context);
      // Stories as they first render (no play function), as the shop's pages first load.
      const storyPage = await openStoryPage(browser, server.url, { theme, viewport: size, play: false });
      for (const name of pages) {
        const { path, story } = PAGES[name];
        const page = await context.newPage();
        await page.goto(`${shop}${path}`);
        await settle(page);
        const shopShot = await page.screenshot();
        await page.close();
        const result = await storyPage.render(story[sizeName]);
        if (result.status !== 'success') console.warn(`${theme} ${story[sizeName]}: ${result.errors.join('; ')}`);
        // Each picture is the first screen: a story's play function may have scrolled to a field.
        await storyPage.page.evaluate(() => window.scrollTo(0, 0));
        const storyShot = await storyPage.page.screenshot();
        const file = join(theme, `${name}-${sizeName}.jpg`);
        await sideBySide(browser, shopShot, storyShot, size, join(out, file));
      }
      await storyPage.close();
      await context.close();
    }
    console.log(`${theme}: ${pages.length * 2} pictures`);
  }
} finally {
  await browser.close();
  await server.close();
}

const lines = [
  '# The shop beside Storybook',
  '',
  'Home, product, cart and checkout in every theme, on a phone (390×844) and a desktop (1280×900): the shop on the',
  'left, the page story on the right, each as the first screen shows it. Made by',
  '`pnpm --filter @vitrine/storybook shop-and-stories -- --shop=http://localhost:3000` against the demo store.',
  '',
];
let pictures = 0;
for (const theme of THEMES) {
  const files = await readdir(join(out, theme)).catch(() => []);
  if (files.length === 0) continue;
  lines.push(`## ${theme}`, '');
  for (const name of Object.keys(PAGES)) {
    for (const sizeName of Object.keys(SIZES)) {
      const file = `${name}-${sizeName}.jpg`;
      if (!files.includes(file)) continue;
      lines.push(`- [${name}, ${sizeName}](${theme}/${file})`);
      pictures += 1;
    }
  }
  lines.push('');
}
await writeFile(join(out, 'README.md'), lines.join('\n'));
console.log(`${pictures} pictures in ${out}`);
