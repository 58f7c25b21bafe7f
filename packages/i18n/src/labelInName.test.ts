import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@vitrine/headless';
import { CATALOGS } from './catalogs';
import type { Messages } from './catalog';
import { createI18n, type I18n } from './I18nProvider';
import { PAGE_LABEL_TABLES } from './pageLabels';

/**
 * The words of a text as axe's `label-content-name-mismatch` rule compares them
 * (axe-core 4.14 `curateTokens`): decomposed, parentheticals dropped, every
 * character that is not a letter or a digit a space, split into words.
 */
function words(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase();
  return [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(plain)]
    .map(({ segment }) => segment.trim())
    .filter(Boolean);
}

/** The visible words appear, in order and together, in the accessible name (WCAG 2.5.3 label in name). */
function isLabelInName(visible: string, name: string): boolean {
  const label = words(visible);
  const all = words(name);
  return all.some((_, start) => label.every((word, i) => all[start + i] === word));
}

const TITLE = 'Harbor Wool Coat';

/**
 * Every control that shows one text and is named by a longer one: the visible
 * text and the accessible name, as the component (or the shop's route) builds them.
 */
const CONTROLS: { control: string; visible: (i18n: I18n) => string; name: (i18n: I18n) => string }[] = [
  ...(['InlineCart', 'CartDrawer'] as const).map((cart) => ({
    control: `${cart} remove button`,
    visible: (i18n: I18n) => i18n.labels(cart).remove,
    name: (i18n: I18n) => i18n.labels(cart).removeLine(TITLE),
  })),
  {
    control: 'CouponForm remove button',
    visible: (i18n) => i18n.labels('CouponForm').remove,
    name: (i18n) => i18n.labels('CouponForm').removeCode('WELCOME10'),
  },
  {
    control: 'QuickAddToCart trigger',
    visible: (i18n) => i18n.labels('QuickAddToCart').trigger,
    name: (i18n) => i18n.labels('QuickAddToCart').triggerFor(TITLE),
  },
  {
    control: 'RewardsWidget redeem button',
    visible: (i18n) => i18n.labels('RewardsWidget').redeem,
    name: (i18n) => i18n.labels('RewardsWidget').redeemFor('Free shipping'),
  },
  {
    control: 'CurrencySelector trigger',
    visible: () => 'EUR',
    name: (i18n) => i18n.labels('CurrencySelector').trigger('EUR'),
  },
  // The header's cart link shows the count badge: one, two (a dual in Hebrew and Arabic) and many.
  ...[1, 2, 5].map((count) => ({
    control: `Header cart link with ${count} in the cart`,
    visible: () => String(count),
    name: (i18n: I18n) => i18n.labels('Header').cart(count),
  })),
  {
    control: 'Pagination page link',
    visible: () => '12',
    name: (i18n) => i18n.labels('Pagination').page(12),
  },
  {
    control: 'Comments page button',
    visible: () => '12',
    name: (i18n) => i18n.labels('Comments').page(12),
  },
  {
    control: 'address book edit link',
    visible: (i18n) => i18n.labels('AccountPages').common.edit,
    name: (i18n) => i18n.labels('AccountPages').addresses.editOf('Ada Lovelace', '12 Rue de Rivoli'),
  },
  {
    control: 'address book delete button',
    visible: (i18n) => i18n.labels('AccountPages').common.delete,
    name: (i18n) => i18n.labels('AccountPages').addresses.deleteOf('Ada Lovelace', '12 Rue de Rivoli'),
  },
  {
    control: 'wish list remove button',
    visible: (i18n) => i18n.labels('AccountPages').shared.remove,
    name: (i18n) => i18n.labels('AccountPages').wishlist.removeOf(TITLE),
  },
];

/**
 * WCAG 2.5.3 (label in name), which the story tests check with axe in en-US and
 * he-IL only, here in every offered locale: who says the visible word to voice
 * control, or hears the name, meets the same control.
 */
describe('a control named by more than it shows: its name contains the visible words', () => {
  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    const messages = CATALOGS[locale];
    if (!messages) throw new Error(`${locale} has no catalogue`);
    const i18n = createI18n(locale, messages as Messages, PAGE_LABEL_TABLES);

    it.each(CONTROLS)("$control's name contains its visible text", ({ visible, name }) => {
      const shown = visible(i18n);
      const named = name(i18n);
      expect(isLabelInName(shown, named), `"${named}" contains "${shown}"`).toBe(true);
    });
  });
});
