import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@vitrine/commerce';
import { SUPPORTED_LOCALES, type Locale } from '@vitrine/headless';
import {
  CATALOGS,
  catalogFor,
  TRANSLATED_LOCALES,
  translatedOrDefault,
  formatMessage,
  messageArguments,
  type Messages,
} from '@vitrine/i18n';

const english = CATALOGS['en-US'] as Record<string, string>;
const catalogue = (locale: Locale) => CATALOGS[locale] as Messages;
const englishKeys = Object.keys(english).sort();

/** Sample values for every argument an English message uses: numbers for counts, each select branch, text otherwise. */
function samples(key: string): Record<string, string | number>[] {
  const args = messageArguments(english[key]!);
  const base: Record<string, string | number> = {};
  for (const name of args) base[name] = 'Sample';
  const numeric = ['count', 'stars', 'cost', 'max', 'page', 'pages', 'position', 'total', 'length', 'year', 'quantity'];
  const variants: Record<string, string | number>[] = [];
  for (const n of [0, 1, 2, 5, 21, 1000]) {
    const values = { ...base };
    for (const name of args) if (numeric.includes(name)) values[name] = n;
    variants.push(values);
  }
  for (const branch of ['yes', 'no', 'cm', 'in']) {
    const values = { ...variants[2]! };
    for (const name of ['known', 'hasQuery', 'hasCurrency', 'hasCurrent', 'unit'])
      if (name in values) values[name] = branch;
    variants.push(values);
  }
  return variants;
}

/** Texts that are the same in English and another language by nature (codes, formats, names). */
const SAME_AS_ENGLISH = new Set([
  'ui.PaymentIcons.more',
  'ui.Reviews.counter',
  'ui.VariantPicker.chosen',
  'ui.SizeChart.cm',
  'ui.SizeChart.in',
  'common.optional',
  'footer.shop',
  'ui.Footer.navLabel',
  'ui.CookieConsent.categories.marketing.name',
  'ui.LoginDialog.email',
  'ui.ShareButtons.networks.email',
  'ui.AddressForm.company',
  'ui.Header.openMenu',
  'ui.CheckoutSteps.all_in_one_checkout',
  'ui.CookieConsent.categories.analytics.name',
  'ui.Toast.region',
  'ui.Comments.page',
  'ui.RewardsWidget.cost',
  'ui.ProductCard.moreColours',
]);

describe('catalogues', () => {
  it('exist exactly for the translated locales, all offered by the spec', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...TRANSLATED_LOCALES].sort());
    for (const locale of TRANSLATED_LOCALES) expect(SUPPORTED_LOCALES).toContain(locale);
  });

  it('serves a locale without a catalogue in en-US', () => {
    const untranslated = SUPPORTED_LOCALES.find((locale) => !TRANSLATED_LOCALES.includes(locale));
    if (untranslated) {
      expect(translatedOrDefault(untranslated)).toBe('en-US');
      expect(catalogFor(untranslated)).toBe(CATALOGS['en-US']);
    }
    expect(translatedOrDefault('he-IL')).toBe('he-IL');
  });

  it.each([...TRANSLATED_LOCALES])('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(catalogue(locale)).sort()).toEqual(englishKeys);
  });

  it.each([...TRANSLATED_LOCALES])('%s: every message parses and formats with sample values', (locale) => {
    const messages = catalogue(locale) as Record<string, string>;
    for (const key of englishKeys) {
      const message = messages[key]!;
      expect(message.trim(), key).not.toBe('');
      // A translation may drop an argument but never ask for one the code does not pass.
      const allowed = messageArguments(english[key]!);
      for (const name of messageArguments(message)) expect(allowed, `${locale} ${key} uses {${name}}`).toContain(name);
      for (const values of samples(key)) {
        const text = formatMessage(message, values, locale);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        if (key !== 'ui.Toast.region') expect(text, `${locale} ${key}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it.each(TRANSLATED_LOCALES.filter((locale) => locale !== 'en-US'))(
    '%s is translated, not copied from English',
    (locale) => {
      const messages = catalogue(locale) as Record<string, string>;
      const copied = englishKeys.filter(
        (key) => messages[key] === english[key] && !SAME_AS_ENGLISH.has(key) && !/^[A-Z0-9 ()]+$/.test(english[key]!),
      );
      // Brand-like words ("Checkout", "Cookies", "PayPal") may stay; whole screens may not.
      expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(6);
    },
  );

  it('keeps the toast region placeholder for the component to fill', () => {
    for (const locale of TRANSLATED_LOCALES) {
      expect(formatMessage(catalogue(locale)['ui.Toast.region'], {}, locale), locale).toContain('{hotkey}');
    }
  });
});

describe('English texts of the spec', () => {
  it('translate every payment code as checkout.{code}, with the engine’s own English', () => {
    for (const [code, message] of Object.entries(PAYMENT_MESSAGES)) expect(english[`checkout.${code}`]).toBe(message);
  });

  it('translate the checkout outcome codes and validation messages', () => {
    for (const code of Object.values(CHECKOUT_ERROR_CODES)) expect(english[`checkout.${code}`], code).toBeTruthy();
    const plain = (Object.values(CHECKOUT_MESSAGES) as unknown[]).filter((m): m is string => typeof m === 'string');
    const catalogued = new Set(Object.values(english));
    const missing = plain.filter((message) => !catalogued.has(message) && message !== CHECKOUT_MESSAGES.phoneTooLong);
    expect(missing).toEqual([]);
    expect(formatMessage(english['validation.phoneTooLong']!, { max: 30 }, 'en-US')).toBe(
      CHECKOUT_MESSAGES.phoneTooLong,
    );
  });

  it('has the spec 5 and 8 messages word for word', () => {
    for (const text of [
      'This field is required',
      'Enter a valid email',
      'Password entries do not match',
      'Character limit reached!',
      'Please, select at least one variant',
      'Connection timed out, please try again',
      'Frequent operations, please try again tomorrow',
      'Could Not Find Order',
      'Unable to pay, Please contact the owner.',
      'This payment is not available, please try another payment',
      'Postal code not deliverable',
    ]) {
      expect(Object.values(english), text).toContain(text);
    }
    expect(formatMessage(english['validation.cartMinTotal']!, { p: '$10.00' }, 'en-US')).toBe(
      'Must have at least $10.00 in total',
    );
    expect(formatMessage(english['validation.cartMaxTotal']!, { p: '$10.00' }, 'en-US')).toBe(
      'Must have at most $10.00 in total',
    );
  });
});

describe('plural forms per language', () => {
  const items = (locale: Locale, count: number) =>
    formatMessage(catalogue(locale)['common.productCount'], { count }, locale);

  it('uses each language’s categories', () => {
    expect([1, 2, 5].map((n) => items('en-US', n))).toEqual(['1 product', '2 products', '5 products']);
    expect([1, 2, 5].map((n) => formatMessage(catalogue('he-IL')['common.itemCount'], { count: n }, 'he-IL'))).toEqual([
      'פריט אחד',
      'שני פריטים',
      '5 פריטים',
    ]);
    expect([0, 1, 2].map((n) => items('fr-FR', n))).toEqual(['0 produit', '1 produit', '2 produits']);
    expect([1, 2, 5].map((n) => items('he-IL', n))).toEqual(['מוצר אחד', '2 מוצרים', '5 מוצרים']);
    expect(items('de-DE', 1200)).toBe('1.200 Produkte');
  });
});
