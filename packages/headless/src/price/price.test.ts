import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatPrice, minorToMajor, resolvePriceLocale } from './price';
import { PRICE_FORMAT_RULES } from './priceRules';
import { SELECTOR_CURRENCIES } from '../currency/currency';

const NBSP = '\u00a0';
const text = (amount: number, currency: string, locale?: string) => formatPrice(amount, { currency, locale }).text;

describe('formatPrice: decimals and grouping', () => {
  it('formats dollars with grouping and two decimals', () => {
    const parts = formatPrice(123450, { currency: 'USD' });
    expect(parts.text).toBe('$1,234.50');
    expect(parts).toMatchObject({
      currency: 'USD',
      symbol: '$',
      symbolPosition: 'before',
      integer: '1,234',
      groupSeparator: ',',
      decimalSeparator: '.',
      fraction: '50',
      isNegative: false,
      style: 'default',
    });
  });

  it('starts grouping at 1,000: 999.99 has no separator, 1,000.00 has one', () => {
    expect(text(99999, 'USD')).toBe('$999.99');
    expect(text(100000, 'USD')).toBe('$1,000.00');
  });

  it('shows zero and single cents with two digits', () => {
    expect(text(0, 'USD')).toBe('$0.00');
    expect(text(1, 'USD')).toBe('$0.01');
    expect(text(10, 'USD')).toBe('$0.10');
  });

  it('shows JPY and KRW without decimals, minor unit = whole unit', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('krw')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(minorToMajor(1500, 'JPY')).toBe(1500);
    expect(minorToMajor(1250, 'USD')).toBe(12.5);
    const yen = formatPrice(1500, { currency: 'JPY' });
    expect(yen).toMatchObject({ text: '¥1,500', fraction: '', decimalSeparator: '' });
    expect(yen.segments.map((part) => part.type)).toEqual(['currency', 'integer']);
    expect(text(1234567, 'KRW')).toBe('₩1,234,567');
  });

  it('shows the thousandth currencies (KWD, BHD) with three decimals, a fils being a thousandth', () => {
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('bhd')).toBe(3);
    expect(minorToMajor(12345, 'KWD')).toBe(12.345);
    expect(formatPrice(12345, { currency: 'KWD' })).toMatchObject({ fraction: '345' });
    expect(text(12345, 'KWD')).toContain('12.345');
  });

  it('follows ISO 4217, not the display digits Intl rounds to: HUF and IDR have cents, BIF and XPF none', () => {
    expect(['HUF', 'IDR', 'TWD'].map(currencyDecimals)).toEqual([2, 2, 2]);
    expect(['BIF', 'DJF', 'GNF', 'KMF', 'RWF', 'VUV', 'XPF'].map(currencyDecimals)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('rounds a fractional minor amount half away from zero', () => {
    expect(text(1234.5, 'USD')).toBe('$12.35');
    expect(text(1234.49, 'USD')).toBe('$12.34');
    expect(text(-1234.5, 'USD')).toBe('-$12.35');
  });

  it('groups INR in lakhs and crores', () => {
    expect(text(9999999, 'INR')).toBe('₹99,999.99');
    expect(text(10000000, 'INR')).toBe('₹1,00,000.00');
    expect(text(1234567890, 'INR')).toBe('₹1,23,45,678.90');
  });

  it('refuses an amount that is not a number', () => {
    expect(() => formatPrice(Number.NaN, { currency: 'USD' })).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, { currency: 'USD' })).toThrow(RangeError);
  });
});

describe('formatPrice: negative amounts', () => {
  it('puts the minus before the symbol and keeps it out of the integer', () => {
    const parts = formatPrice(-123450, { currency: 'USD' });
    expect(parts).toMatchObject({ text: '-$1,234.50', integer: '1,234', isNegative: true });
    expect(parts.segments[0]).toEqual({ type: 'minusSign', value: '-', isSuperscript: false });
    expect(text(-123450, 'EUR', 'de-DE')).toBe(`-1.234,50${NBSP}€`);
    expect(text(-1500, 'JPY')).toBe('-¥1,500');
  });

  it('treats amounts that round to zero as not negative', () => {
    expect(formatPrice(-0, { currency: 'USD' })).toMatchObject({ text: '$0.00', isNegative: false });
    expect(formatPrice(-0.4, { currency: 'USD' })).toMatchObject({ text: '$0.00', isNegative: false });
    expect(formatPrice(-0.5, { currency: 'USD' })).toMatchObject({ text: '-$0.01', isNegative: true });
  });
});

describe('formatPrice: house rules per currency', () => {
  it('has a rule for every selector currency', () => {
    for (const code of SELECTOR_CURRENCIES) expect(PRICE_FORMAT_RULES[code], code).toBeDefined();
  });

  it('gives every selector currency a symbol no other one uses (no bare $ for Canadian dollars)', () => {
    const symbols = SELECTOR_CURRENCIES.map((code) => formatPrice(100, { currency: code, locale: 'en-US' }).symbol);
    const shared = symbols.filter((symbol, index) => symbols.indexOf(symbol) !== index);
    expect(shared).toEqual([]);
    expect(text(123450, 'CAD', 'en-US')).toBe('CA$1,234.50');
    expect(text(123450, 'USD', 'en-US')).toBe('$1,234.50');
  });

  it('keeps dollars as $1,234.50 in a German page (the locale would write 1.234,50 $)', () => {
    expect(text(123450, 'USD', 'de-DE')).toBe('$1,234.50');
    expect(text(123450, 'CAD', 'fr-FR')).toBe('CA$1,234.50');
  });

  it('puts the euro after the amount, even in en-US where Intl puts it first', () => {
    const parts = formatPrice(123450, { currency: 'EUR', locale: 'en-US' });
    expect(parts.text).toBe(`1,234.50${NBSP}€`);
    expect(parts.symbolPosition).toBe('after');
    for (const locale of ['nl-NL', 'ja-JP', 'zh-CN', 'ko-KR', 'he-IL']) {
      expect(formatPrice(123450, { currency: 'EUR', locale }).symbolPosition, locale).toBe('after');
    }
  });

  it.each(['de-DE', 'es-ES', 'it-IT', 'nl-NL', 'pt-PT', 'da-DK'])(
    'groups EUR with dots and a decimal comma in %s',
    (locale) => {
      expect(text(123450, 'EUR', locale)).toBe(`1.234,50${NBSP}€`);
    },
  );

  it.each(['fr-FR', 'fi-FI', 'sv-SE', 'no-NO', 'ru-RU'])(
    'groups EUR with a space and a decimal comma in %s',
    (locale) => {
      const parts = formatPrice(123450, { currency: 'EUR', locale });
      expect(parts.groupSeparator).toMatch(/^[\u00a0\u202f]$/);
      expect(parts.decimalSeparator).toBe(',');
      expect(parts.text).toBe(`1${parts.groupSeparator}234,50${NBSP}€`);
    },
  );

  it('groups four-digit EUR amounts in Spanish too (Intl would leave 1234 ungrouped)', () => {
    expect(new Intl.NumberFormat('es-ES').format(1234)).toBe('1234');
    expect(text(123400, 'EUR', 'es-ES')).toBe(`1.234,00${NBSP}€`);
  });

  it.each([
    ['BRL', `R$${NBSP}1.234,50`],
    ['ARS', `AR$${NBSP}1.234,50`],
    ['UYU', `$U${NBSP}1.234,50`],
  ])('writes %s with dot thousands, comma decimal and a spaced leading symbol', (currency, expected) => {
    expect(text(123450, currency, 'en-US')).toBe(expected);
    expect(text(123450, currency, 'ja-JP')).toBe(expected);
  });

  it.each([
    ['RUB', '₽'],
    ['SEK', 'kr'],
    ['NOK', 'kr'],
    ['DKK', 'kr'],
  ])('writes %s with space thousands, comma decimal and the symbol after', (currency, symbol) => {
    expect(text(123450, currency, 'en-US')).toBe(`1${NBSP}234,50${NBSP}${symbol}`);
  });

  it.each([
    ['AUD', 'A$'],
    ['CAD', 'CA$'],
    ['CNY', 'CN¥'],
    ['GBP', '£'],
    ['NZD', 'NZ$'],
    ['MXN', 'MX$'],
  ])('writes %s with comma thousands, dot decimal and the symbol first', (currency, symbol) => {
    expect(text(123450, currency, 'de-DE')).toBe(`${symbol}1,234.50`);
  });

  it('accepts lower-case codes', () => {
    expect(text(123450, 'eur', 'de-DE')).toBe(`1.234,50${NBSP}€`);
  });
});

describe('formatPrice: currencies without a house rule follow the locale', () => {
  it('uses Intl symbol, position and separators', () => {
    expect(text(123450, 'CHF', 'de-CH')).toBe(`CHF${NBSP}1'234.50`);
    expect(text(123450, 'PLN', 'pl-PL')).toMatch(/^1[\u00a0\u202f]234,50\u00a0zł$/);
    expect(text(123450, 'XYZ', 'en-US')).toBe(`XYZ${NBSP}1,234.50`);
  });
});

describe('formatPrice: centsub style', () => {
  it('marks the cents superscript and leaves the decimal separator out of the segments', () => {
    const parts = formatPrice(123450, { currency: 'USD', style: 'centsub' });
    expect(parts.style).toBe('centsub');
    expect(parts.segments).toEqual([
      { type: 'currency', value: '$', isSuperscript: false },
      { type: 'integer', value: '1,234', isSuperscript: false },
      { type: 'fraction', value: '50', isSuperscript: true },
    ]);
    // The plain text stays readable (screen readers, titles).
    expect(parts.text).toBe('$1,234.50');
    expect(parts.decimalSeparator).toBe('.');
  });

  it('keeps a trailing symbol after the superscript cents', () => {
    const parts = formatPrice(6800, { currency: 'EUR', locale: 'de-DE', style: 'centsub' });
    expect(parts.segments.map((part) => part.value).join('')).toBe(`6800${NBSP}€`);
    expect(parts.segments.find((part) => part.isSuperscript)?.value).toBe('00');
  });

  it('has nothing superscript for zero-decimal currencies', () => {
    const parts = formatPrice(6800, { currency: 'JPY', style: 'centsub' });
    expect(parts.segments.some((part) => part.isSuperscript)).toBe(false);
    expect(parts.text).toBe('¥6,800');
  });

  it('shows every cent digit in the default style, none superscript', () => {
    const parts = formatPrice(123405, { currency: 'USD' });
    expect(parts.segments.map((part) => part.value)).toEqual(['$', '1,234', '.', '05']);
    expect(parts.segments.some((part) => part.isSuperscript)).toBe(false);
  });
});

describe('resolvePriceLocale', () => {
  it('defaults to en-US and falls back to it for unknown or malformed tags', () => {
    expect(resolvePriceLocale(undefined)).toBe('en-US');
    expect(resolvePriceLocale('')).toBe('en-US');
    expect(resolvePriceLocale('not a locale!')).toBe('en-US');
  });

  it('reads underscores and the sp-ES catalogue alias', () => {
    expect(resolvePriceLocale('de_DE')).toBe('de-DE');
    expect(resolvePriceLocale('sp-ES')).toBe('es-ES');
    expect(text(123450, 'EUR', 'sp-ES')).toBe(`1.234,50${NBSP}€`);
  });
});
