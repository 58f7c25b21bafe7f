import { chromium } from 'playwright-core';
const base = 'http://localhost:3931';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const products = await (await page.request.get(base + '/api/store/products?page_size=5')).json();
const p = (await (await page.request.get(base + '/api/store/products/' + products.products[0].handle)).json()).product;
await page.request.post(base + '/api/store/cart', { data: { variant_id: p.variants[0].ID, quantity: 1 } });
await page.goto(base + '/checkouts/all_in_one');
console.log(page.url());
await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
for (const w of [320, 390, 768, 1024, 1280]) {
  await page.setViewportSize({ width: w, height: 900 });
  await page.waitForTimeout(600);
  const r = await page.evaluate(() => [...document.querySelectorAll('ul[data-position]')].map((u) => `${u.dataset.position}:${u.clientWidth}px count=${u.dataset.count} overflow=${u.dataset.overflow ?? ''}`));
  console.log(w, r);
  if (w === 390 || w === 1280) { await page.locator('footer').last().screenshot({ path: `/tmp/probe/footer-${w}.png` }); await page.locator('[data-method="test_card"] label >> nth=0').screenshot({ path: `/tmp/probe/card-${w}.png` }).catch(e => console.log('no card', e.message.slice(0,80))); }
}
await browser.close();
