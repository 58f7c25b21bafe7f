import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, type Locale } from '@vitrine/headless';
import { catalogFor, formatMessage, type MessageKey } from '@vitrine/i18n';
import { openStoryPage, type StoryPage } from '../scripts/stories.mjs';
import { serveBuiltStorybook } from './stories';

/**
 * Stories speak the shop's languages: the toolbar's locale reaches
 * every kit component through the shop's own catalogues, the page
 * compositions get their page label tables as their routes do, prices follow
 * the locale and Hebrew lays out right to left. Each story must show, in the
 * locale, the catalogue's text of these keys (plain messages, the same ones
 * the shop shows) and not their English text. Where a story shows the
 * shopper's street (`street`), it reads in its own order in every direction.
 */
const STORIES: { id: string; keys: MessageKey[]; street?: 'text' | 'field' }[] = [
  { id: 'components-header--classic', keys: ['common.skipToContent', 'ui.Header.search', 'ui.Header.wishlist'] },
  {
    id: 'components-cartdrawer--with-lines',
    keys: ['common.yourCart', 'ui.CartDrawer.taxNote', 'ui.CartDrawer.close'],
  },
  { id: 'pages-product--desktop', keys: ['ui.SizeChart.trigger', 'ui.Reviews.title', 'ui.ShareButtons.copyLink'] },
  // Page labels: these reach CheckoutPage only through its page label tables.
  {
    id: 'pages-checkout--one-page',
    keys: ['checkoutPage.contact.heading', 'checkoutPage.payment.heading', 'checkoutPage.card.number'],
    street: 'field',
  },
  {
    id: 'pages-account--adding-an-address',
    keys: ['account.addresses.title', 'account.addresses.addTitle', 'account.nav.orders'],
    street: 'text',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A euro price as the shop formats it in `locale` (`formatPrice`: 1.234,56 € in
 * de-DE); the demo visitor is in France, so the stories' prices are in euros.
 */
function euroPricePattern(locale: Locale): RegExp {
  const { groupSeparator, decimalSeparator, symbol, symbolPosition } = formatPrice(123456, {
    currency: 'EUR',
    locale,
    style: 'default',
  });
  const number = `\\d{1,3}(?:${escape(groupSeparator)}\\d{3})*${escape(decimalSeparator)}\\d{2}`;
  return new RegExp(symbolPosition === 'after' ? `${number} ?${escape(symbol)}` : `${escape(symbol)} ?${number}`);
}

/** How long a story may take to render and finish (the default is 20 s; a page story on a loaded CI machine needs more). */
const RENDER_TIMEOUT = 40_000;

const LOCALES: { locale: Locale; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'de-DE', dir: 'ltr' },
  { locale: 'ja-JP', dir: 'ltr' },
  { locale: 'he-IL', dir: 'rtl' },
];

const english = catalogFor('en-US');
const textOf = (locale: Locale, key: MessageKey) => formatMessage(catalogFor(locale)[key], {}, locale);

/** The shopper's street in the stories' data: Latin script, starting with a number. */
const STREET = '2150 NW Lovejoy St';

/**
 * Whether the street reads in its own order, number first on the left, also in
 * a right-to-left page (where, not isolated, it shows as "NW Lovejoy St 2150"):
 * on the address card (`text`) or in the address form's field (`field`).
 */
async function streetReadsInOrder(storyPage: StoryPage, where: 'text' | 'field'): Promise<boolean> {
  return storyPage.page.evaluate(
    ({ street, where }) => {
      if (where === 'field') {
        const field = [...document.querySelectorAll('input')].find((input) => input.value === street);
        return field ? getComputedStyle(field).direction === 'ltr' : false;
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf(street);
        if (at < 0) continue;
        const leftOf = (start: number, end: number) => {
          const range = document.createRange();
          range.setStart(node, at + start);
          range.setEnd(node, at + end);
          return range.getBoundingClientRect().left;
        };
        return leftOf(0, 4) < leftOf(5, 7);
      }
      return false;
    },
    { street: STREET, where },
  );
}

/** Every text a shopper reads or hears: the visible text by line and the accessible names given by attribute. */
async function shownTexts(storyPage: StoryPage): Promise<string[]> {
  const texts = await storyPage.page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ]);
  // Direction marks and no-break spaces vary by locale; compare the words.
  return texts
    .join('\n')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean);
}

describe("stories in the shop's languages", () => {
  const storybook = serveBuiltStorybook();

  describe.each(LOCALES)('$locale', ({ locale, dir }) => {
    let storyPage: StoryPage;

    beforeAll(async () => {
      // The stories' play functions drive them by their en-US names; here they only render. Their
      // accessibility in Hebrew is the story tests' (stories.ts): here only the texts are read.
      storyPage = await openStoryPage(storybook.browser, storybook.url, {
        theme: 'default',
        locale,
        play: false,
        checks: 'none',
      });
      // The first story loads the whole preview: a small one, given time on a busy machine.
      await storyPage.render('components-button--primary', { timeout: RENDER_TIMEOUT });
    });

    afterAll(() => storyPage?.close());

    it.each(STORIES)(
      "$id shows the catalogue's texts",
      { timeout: RENDER_TIMEOUT + 10_000 },
      async ({ id, keys, street }) => {
        const result = await storyPage.render(id, { timeout: RENDER_TIMEOUT });
        expect(result.errors).toEqual([]);
        const showsPrices = id !== 'components-header--classic' && id !== 'pages-account--adding-an-address';
        if (showsPrices) {
          // The demo visitor's currency (euros) reaches the story with its data, after the first render.
          await expect
            .poll(async () => (await shownTexts(storyPage)).join('\n'), {
              message: `${id} formats prices for ${locale}`,
              timeout: 10_000,
            })
            .toMatch(euroPricePattern(locale));
        }
        const shown = await shownTexts(storyPage);
        for (const key of keys) {
          const translated = textOf(locale, key);
          expect(translated, `${locale} ${key} is translated`).not.toBe(english[key]);
          expect(shown.join('\n'), `${id} shows ${key} in ${locale}`).toContain(translated);
          // A label is a line or an attribute of its own; English words inside demo content don't count.
          expect(shown, `${id} shows no English ${key}`).not.toContain(english[key]);
        }
        const root = await storyPage.page.evaluate(() => {
          const element = document.getElementById('storybook-root')!;
          return {
            lang: element.lang,
            dir: element.dir,
            htmlLang: document.documentElement.lang,
            htmlDir: document.documentElement.dir,
          };
        });
        expect(root).toEqual({ lang: locale, dir, htmlLang: locale, htmlDir: dir });
        if (street)
          expect(await streetReadsInOrder(storyPage, street), `${id}: "${STREET}" reads in its order`).toBe(true);
      },
    );
  });
});
