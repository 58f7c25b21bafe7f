/**
 * The checkout journey as a shopper does it, in every installed theme: the
 * product page's own add-to-cart button, then the theme's way to checkout
 * (the drawer's "Check out" link in drawer themes, /cart and its Checkout
 * button in page themes), typing into each checkout step the moment it
 * appears (no wait for hydration), through shipping and the test card to the
 * thank-you page, and ending on the order row: paid, at the amount the pay
 * button showed. On a phone in every theme (venue's with the CPU slowed four
 * times and a 150 ms, 1.6 Mbps network) and on a desktop in every theme.
 */
import type { Browser, Page } from 'playwright-core';
import type { Product } from '@vitrine/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { DESKTOP, hydrated, openShopper, PHONE, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';
import { fillCard, fillContact, linesOf, ordersOf } from './checkout.helpers';
import { INSTALLED_THEMES } from 'virtual:vitrine/themes';

let browser: Browser;
let product: Product;

beforeAll(async () => {
  browser = await launchBrowser();
  product = await simpleProduct(20);
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

const cartTypeOf = (theme: string) => INSTALLED_THEMES.find((entry) => entry.name === theme)?.theme.settings.cartType;

/** Slows the page as a mid-range phone on a poor connection does (CPU 4×, 150 ms, 1.6 Mbps down, 750 kbps up). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Nothing on the page is a modal dialog any more, and focus is not held inside one. */
async function noDialogHoldsFocus(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull();
}

/** One purchase from the product page to the order row, typing right after every navigation. */
async function buy(theme: string, viewport: { width: number; height: number }, slow = false): Promise<void> {
  const email = uniqueEmail(`themes-${theme}`);
  const { context, page, errors } = await openShopper(browser, { viewport });
  if (slow) await throttle(page);
  // Each step is used the moment its address shows (the response has started), never after a wait for hydration.
  const navigation = { waitUntil: 'commit', timeout: slow ? 20_000 : 10_000 } as const;
  await page.goto(url(`/products/${product.handle}?preview_theme=${theme}`));
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  // The add-to-cart button works the theme's way once the page's scripts run.
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();

  if (cartTypeOf(theme) === 'drawer') {
    const drawer = page.getByRole('dialog', { name: /cart/i });
    const checkout = drawer.getByRole('link', { name: 'Check out' });
    await checkout.waitFor({ timeout: navigation.timeout });
    await checkout.click();
  } else {
    await page.waitForURL('**/cart', navigation);
    await page.getByTestId('checkout-button').click();
  }
  // The first step's address (`/checkouts/{hash}`, the drawer's start adds `?step=contact_information`).
  await page.waitForURL(/\/checkouts\/(?!shipping|payment|thank|processing)[^/?]+(\?|$)/, navigation);
  // Typed at once: the drawer has gone and nothing that renders after arrival wipes the fields.
  await fillContact(page, email);
  await noDialogHoldsFocus(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.waitForURL('**/checkouts/shipping', navigation);
  await page.getByText('Express shipping').click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/checkouts/payment', navigation);
  await fillCard(page, TEST_CARDS.success);
  const pay = page.getByTestId('pay-button');
  const shown = Number(await pay.getAttribute('data-amount'));
  expect(shown, `${theme}: the pay button shows an amount`).toBeGreaterThan(0);
  expect(await pay.textContent()).toContain(`$${(shown / 100).toFixed(2)}`);
  await pay.click();
  await page.waitForURL('**/checkouts/thank?**', { timeout: slow ? 30_000 : 15_000 });

  const [order, ...more] = await ordersOf(email);
  expect(more, `${theme}: one order`).toEqual([]);
  expect(order, theme).toMatchObject({ payment_status: 'paid', total: shown, shipping: 1995 });
  const variant = product.variants[0]!;
  expect(await linesOf(order!.id)).toEqual([
    { variant_id: variant.ID, quantity: 1, unit_price: variant.price, line_total: variant.price },
  ]);
  expect(errors, theme).toEqual([]);
  await context.close();
}

describe('checkout in every theme, typing at once after each navigation', () => {
  it('installs the five themes with the cart types the journeys expect', () => {
    expect(
      Object.fromEntries(INSTALLED_THEMES.map((entry) => [entry.name, entry.theme.settings.cartType])),
    ).toMatchObject({
      default: 'drawer',
      venue: 'drawer',
      showtime: 'drawer',
      vogue: 'page',
      athena: 'page',
    });
  });

  // Venue's phone run is the throttled one below.
  for (const theme of ['default', 'showtime', 'vogue', 'athena']) {
    it(`${theme} on a phone: pays the amount the pay button shows`, () => buy(theme, PHONE));
  }
  for (const theme of ['default', 'venue', 'showtime', 'vogue', 'athena']) {
    it(`${theme} on a desktop: pays the amount the pay button shows`, () => buy(theme, DESKTOP));
  }
  it('venue on a phone with the CPU 4× slower and a 150 ms, 1.6 Mbps network', () => buy('venue', PHONE, true), 90_000);
});
