/**
 * A purchase with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape and
 * typing), from the home page to the thank-you page and the paid order row.
 * At every stop the focused element is on screen, not under the header or
 * the cookie banner, and shows a focus ring; the cookie banner is among the
 * first stops; the skip link lands on content that shows; the cart drawer
 * keeps focus inside and gives it back on Escape and on its close button;
 * quantity changes and Remove on /cart keep focus and Remove is announced;
 * each new checkout step starts with focus on its heading; and a refused
 * step moves focus and scroll to the first error and says so, on a phone too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb } from './db';
import { addToCart, CALIFORNIA, ordersOf } from './checkout.helpers';
import { catalog, DESKTOP, hydrated, openShopper, PHONE, simpleProduct, TEST_CARDS, uniqueEmail, url } from './shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

interface Focus {
  /** Tag, name and `name`/`href` of the focused element, for messages and matching. */
  text: string;
  isOnScreen: boolean;
  /** What covers the element's centre when something else does (the header, a banner). */
  coveredBy: string | null;
  hasRing: boolean;
  /** In the tab order (not a heading or landmark focused by the page). */
  isTabStop: boolean;
  inDialog: boolean;
  inBanner: boolean;
  /** Its box and landmark, for messages. */
  box: string;
}

/** Where focus is and how it shows. */
function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        text: 'BODY',
        isOnScreen: false,
        coveredBy: null,
        hasRing: false,
        isTabStop: false,
        inDialog: false,
        inBanner: false,
        box: '',
      };
    }
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const text = `${el.tagName} ${name} [${el.getAttribute('name') ?? el.getAttribute('href') ?? el.getAttribute('data-testid') ?? ''}]`;
    const isOnScreen =
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.top < window.innerHeight &&
      r.right > 0 &&
      r.left < window.innerWidth;
    // The centre of the part of the element inside the window.
    const x = (Math.max(r.left, 0) + Math.min(r.right, window.innerWidth)) / 2;
    const y = (Math.max(r.top, 0) + Math.min(r.bottom, window.innerHeight)) / 2;
    const hit = isOnScreen ? document.elementFromPoint(x, y) : null;
    // Something else drawn over it: not the element, its content, its own box (an ancestor) or its label.
    const isCovered =
      isOnScreen &&
      hit !== null &&
      !el.contains(hit) &&
      !hit.contains(el) &&
      !(el instanceof HTMLInputElement && el.labels && [...el.labels].some((l) => l.contains(hit)));
    const coveredBy = isCovered ? `${hit!.tagName}.${hit!.className}`.slice(0, 80) : null;
    // The ring may be drawn by the element, by its pseudo-element (a link stretched over a card), by what
    // shows a visually hidden radio (its label or the next element) or around a group (a quantity stepper).
    const drawsRing = (node: Element | null | undefined, pseudo: string | null = null) => {
      if (!node) return false;
      const style = getComputedStyle(node, pseudo);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    const hasRing =
      drawsRing(el) ||
      drawsRing(el, '::after') ||
      drawsRing(el, '::before') ||
      labels.some(
        (label) => drawsRing(label) || [...label.children].some((child) => child !== el && drawsRing(child)),
      ) ||
      (r.width <= 1 && drawsRing(el.nextElementSibling)) ||
      (el.parentElement?.matches(':focus-within') === true && drawsRing(el.parentElement));
    return {
      text,
      isOnScreen,
      coveredBy,
      hasRing,
      isTabStop: el.tabIndex >= 0,
      inDialog: el.closest('[role="dialog"]') !== null,
      inBanner: el.closest('[data-testid="cookie-consent"]') !== null,
      box: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} in ${el.closest('header,main,footer,nav,aside,[role="dialog"]')?.outerHTML.slice(0, 60) ?? 'body'}`,
    };
  });
}

/** The focused element shows: on screen, uncovered, and (a tab stop) with a focus ring. */
async function expectVisibleFocus(page: Page, where: string): Promise<Focus> {
  // The page scrolls a newly focused element into view smoothly: give it the scroll's time.
  let focus = await focusOf(page);
  // Where focus first landed, for the message when it moves while we wait (focus lost to the page says little).
  const landed = `${focus.text} at ${focus.box}${focus.coveredBy ? ` under ${focus.coveredBy}` : ''}`;
  for (let wait = 0; wait < 20 && (!focus.isOnScreen || focus.coveredBy !== null); wait += 1) {
    await page.waitForTimeout(50);
    focus = await focusOf(page);
  }
  expect(focus.isOnScreen, `${where}: ${focus.text} on screen (${focus.box}); it landed on ${landed}`).toBe(true);
  expect(focus.coveredBy, `${where}: ${focus.text} not covered; it landed on ${landed}`).toBeNull();
  if (focus.isTabStop) expect(focus.hasRing, `${where}: ${focus.text} has a focus ring`).toBe(true);
  return focus;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking every stop on the way shows. */
async function tabTo(page: Page, match: RegExp, { back = false, max = 100 } = {}): Promise<Focus> {
  for (let stop = 1; stop <= max; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focusOf(page)).text === 'BODY') continue;
    const focus = await expectVisibleFocus(page, `stop ${stop} looking for ${match}`);
    if (match.test(focus.text)) return focus;
  }
  throw new Error(`no ${match} within ${max} stops`);
}

/** Tabs to each named field of the checkout form in the form's order and types its value. */
async function typeFields(page: Page, values: Record<string, string>): Promise<void> {
  const order = await page.evaluate((names) => {
    const fields = [...document.querySelectorAll<HTMLElement>('form[data-testid^="checkout-"] [name]')].map((el) =>
      el.getAttribute('name'),
    );
    return names.sort((a, b) => fields.indexOf(a) - fields.indexOf(b));
  }, Object.keys(values));
  for (const name of order) {
    const focus = await focusOf(page);
    if (!focus.text.includes(`[${name}]`)) await tabTo(page, new RegExp(`\\[${name.replace('.', '\\.')}\\]`));
    await page.keyboard.type(values[name]!);
  }
}

describe('a keyboard-only purchase', () => {
  it(
    'goes from the home page to a paid order with Tab, Enter, Space and Escape, focus always showing',
    { timeout: 120_000 },
    async () => {
      const product = await simpleProduct(5);
      const other = (await catalog()).find(
        (p) => p.variants.length === 1 && p.ID !== product.ID && (p.variants[0]?.available ?? 0) > 2,
      );
      expect(other, 'a second simple product').toBeTruthy();
      const email = uniqueEmail('keyboard');
      const { context, page, errors } = await openShopper(browser, { viewport: DESKTOP });
      // A line from an earlier visit, for the cart page's Remove.
      await addToCart(page, other!.variants[0]!.ID, 1);

      // Home: the cookie banner is among the first stops, and nothing focused behind it hides under it.
      await page.goto(url('/'));
      await hydrated(page);
      const banner = page.locator('[data-testid="cookie-consent"] section');
      await banner.waitFor({ timeout: 15_000 });
      const first = await tabTo(page, /./, { max: 1 });
      expect(first.inBanner, `the first stop is in the cookie banner, not ${first.text}`).toBe(true);
      await tabTo(page, /Main|New arrivals/, { max: 20 });
      for (let stop = 0; stop < 25; stop += 1) await tabTo(page, /./, { max: 1 });
      await tabTo(page, /^BUTTON (Reject all|OK|Got it)/, { back: true, max: 80 });
      // Backwards from the banner (the page's first stops) to the page's last links: they show above the banner too.
      for (let stop = 0; stop < 5; stop += 1) await tabTo(page, /./, { back: true, max: 3 });
      expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
      await tabTo(page, /^BUTTON (Reject all|OK|Got it)/, { max: 10 });
      await page.keyboard.press('Enter');
      await banner.waitFor({ state: 'detached' });

      // The skip link, then the first thing after it shows below the header.
      await page.goto(url('/'));
      await hydrated(page);
      expect((await tabTo(page, /./, { max: 1 })).text).toMatch(/^A Skip to content/);
      await page.keyboard.press('Enter');
      await tabTo(page, /./, { max: 3 });

      // Search for the product from the header, open it from the results.
      await page.goto(url('/'));
      await hydrated(page);
      await tabTo(page, /^INPUT .*\[q\]/);
      await page.keyboard.type(product.title);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/search?**');
      await tabTo(page, new RegExp(`^A .*\\[/products/${product.handle}`), { max: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/products/${product.handle}**`);
      // The new page has rendered and taken its scroll position before the next key.
      await page.getByRole('main').getByRole('heading', { level: 1, name: product.title }).waitFor();
      await page.waitForTimeout(300);

      // Add: the drawer opens with focus inside and keeps it there; Escape gives it back.
      const add = await tabTo(page, /\[add-to-cart\]|Add to cart/i, { max: 150 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: /cart/i });
      await drawer.getByRole('link', { name: 'Check out' }).waitFor();
      await expect.poll(async () => (await focusOf(page)).inDialog).toBe(true);
      for (let stop = 0; stop < 12; stop += 1) {
        await page.keyboard.press('Tab');
        expect((await focusOf(page)).inDialog, `stop ${stop} stays in the drawer`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect((await expectVisibleFocus(page, 'after Escape')).text).toBe(add.text);

      // The header's cart opens it again; its close button gives focus back to the cart link.
      const cartLink = await tabTo(page, /\[cart-link\]|^A Cart/, { back: true, max: 80 });
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      await tabTo(page, /Close cart/);
      await page.keyboard.press('Enter');
      await drawer.waitFor({ state: 'detached' });
      expect((await expectVisibleFocus(page, 'after Close')).text).toBe(cartLink.text);
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      await tabTo(page, /^A View cart/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/cart');
      await drawer.waitFor({ state: 'detached' });
      expect((await focusOf(page)).inDialog).toBe(false);

      // /cart: a quantity change keeps focus on its button; Remove puts it on the title and says so.
      await page.getByTestId('cart-line').nth(1).waitFor();
      const increase = await tabTo(page, /Increase quantity/);
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByTestId('cart-item-count').textContent()).toBe('3');
      expect((await expectVisibleFocus(page, 'after +')).text).toBe(increase.text);
      await tabTo(page, new RegExp(`Remove ${other!.title}`));
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
      expect((await expectVisibleFocus(page, 'after Remove')).text).toMatch(/^H1 Your cart/);
      await expect
        .poll(() => page.locator('[role="status"]').allTextContents())
        .toContain(`${other!.title} removed from your cart`);

      // Checkout: focus starts on the step's heading.
      await tabTo(page, /^BUTTON Check ?out/i);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkouts\//);
      await expect.poll(async () => (await focusOf(page)).text).toMatch(/^H1 Checkout/);

      // A refused step: focus and scroll go to the first error, announced.
      await tabTo(page, /Continue to shipping/, { max: 80 });
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusOf(page)).text).toContain('[email]');
      await expect.poll(async () => (await focusOf(page)).isOnScreen, { timeout: 3000 }).toBe(true);
      await expectVisibleFocus(page, 'first error');
      expect(await page.getByTestId('checkout-error').textContent()).toContain('Please check the highlighted fields');
      expect(await page.getByTestId('checkout-error').getAttribute('role')).toBe('alert');

      await typeFields(page, {
        email,
        'shipping_address.first_name': CALIFORNIA.first_name,
        'shipping_address.last_name': CALIFORNIA.last_name,
        'shipping_address.address1': CALIFORNIA.address1,
        'shipping_address.city': CALIFORNIA.city,
        'shipping_address.province': 'California',
        'shipping_address.postcode': CALIFORNIA.postcode,
        'shipping_address.phone': CALIFORNIA.phone,
      });
      expect(await page.inputValue('select[name="shipping_address.province"]')).toBe('CA');
      await tabTo(page, /Continue to shipping/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/checkouts/shipping');
      await expect.poll(async () => (await focusOf(page)).text).toMatch(/^H1 Checkout/);
      await tabTo(page, /Continue to payment/, { max: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/checkouts/payment');
      await expect.poll(async () => (await focusOf(page)).text).toMatch(/^H1 Checkout/);

      if (!(await page.isChecked('input[name="payment_method"][value="test_card"]'))) {
        await tabTo(page, /\[payment_method\]/);
        await page.keyboard.press('Space');
      }
      await typeFields(page, {
        'card.number': TEST_CARDS.success,
        'card.name': 'Ada Lovelace',
        'card.expiry': '1234',
        'card.cvc': '123',
      });
      await tabTo(page, /^BUTTON Pay /);
      const shown = Number(await page.getByTestId('pay-button').getAttribute('data-amount'));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/checkouts/thank?**');

      const [order, ...more] = await ordersOf(email);
      expect(more).toEqual([]);
      expect(order).toMatchObject({ payment_status: 'paid', total: shown });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('on a phone, a refused step scrolls to the first error and focuses it, announced', async () => {
    const product = await simpleProduct(5);
    const { context, page } = await openShopper(browser, { viewport: PHONE });
    await addToCart(page, product.variants[0]!.ID, 1);
    await page.goto(url('/checkouts/contact_information'));
    await hydrated(page);
    // Everything but the e-mail at the top of the form, then Continue at the bottom.
    await page.fill('input[name="shipping_address.first_name"]', CALIFORNIA.first_name);
    await page.fill('input[name="shipping_address.last_name"]', CALIFORNIA.last_name);
    await page.fill('input[name="shipping_address.address1"]', CALIFORNIA.address1);
    await page.fill('input[name="shipping_address.city"]', CALIFORNIA.city);
    await page.selectOption('select[name="shipping_address.province"]', CALIFORNIA.province);
    await page.fill('input[name="shipping_address.postcode"]', CALIFORNIA.postcode);
    await page.fill('input[name="shipping_address.phone"]', CALIFORNIA.phone);
    await page.getByRole('button', { name: 'Continue to shipping' }).focus();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo, 'Continue is far below the e-mail field').toBeGreaterThan(300);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusOf(page)).text).toContain('[email]');
    // Scrolled to it (smoothly, where motion is allowed).
    await expect.poll(async () => (await focusOf(page)).isOnScreen, { timeout: 3000 }).toBe(true);
    await expectVisibleFocus(page, 'first error on a phone');
    expect(await page.getByTestId('checkout-error').getAttribute('role')).toBe('alert');
    const described = await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      return [
        field.getAttribute('aria-invalid'),
        document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '',
      ];
    });
    expect(described[0]).toBe('true');
    expect(described[1]).toMatch(/required|valid/i);
    await context.close();
  });
});
