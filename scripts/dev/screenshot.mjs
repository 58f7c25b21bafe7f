// Screenshots of storefront pages for a person to look at:
//   node scripts/dev/screenshot.mjs http://localhost:3000 / /products/alder-linen-shirt "/cart|390"
// Each argument is a path, optionally followed by |width. Files go to ./screenshots/.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';

const require = createRequire(new URL('../../apps/storefront/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const [, , base, ...paths] = process.argv;
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
for (const spec of paths) {
  const [path, width = '1280'] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  page.on('pageerror', (e) => console.log('page error', path, e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console error', path, m.text()));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}_${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
