import { describe, expect, it } from 'vitest';
import { AREA_CATALOGS, formatMessage, messageArguments } from '@vitrine/i18n';

const messages = AREA_CATALOGS.showcase;

/**
 * The showcase message area on its own (the whole-catalogue test covers every
 * area together): every locale has every key, each message formats with the
 * values the pages pass, and nothing is left in English.
 */
const english = messages['en-US'] as Record<string, string>;
const keys = Object.keys(english).sort();
const locales = Object.keys(messages) as (keyof typeof messages)[];
const SAMPLE_VALUES = { rating: '4.5', collection: 'Knitwear', product: 'Alder Linen Shirt' };

describe('showcase messages', () => {
  it('use only the showcase. prefix', () => {
    expect(keys.every((key) => key.startsWith('showcase.'))).toBe(true);
  });

  it.each(locales)('%s has every key, formats for every count and asks for no unknown argument', (locale) => {
    const catalogue = messages[locale] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const allowed = messageArguments(english[key]!);
      for (const name of messageArguments(catalogue[key]!)) expect(allowed, `${locale} ${key}`).toContain(name);
      for (const count of [0, 1, 2, 3, 5, 11, 21, 1000]) {
        const text = formatMessage(catalogue[key]!, { ...SAMPLE_VALUES, count }, locale);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(text, `${locale} ${key}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it.each(locales.filter((locale) => locale !== 'en-US'))('%s is translated, not copied from English', (locale) => {
    const catalogue = messages[locale] as Record<string, string>;
    const copied = keys.filter((key) => catalogue[key] === english[key]);
    expect(copied).toEqual([]);
  });

  it('counts reviews with each language’s plural forms', () => {
    const summary = (locale: keyof typeof messages, count: number) =>
      formatMessage(messages[locale]['showcase.rating.summary'], { rating: '4.5', count }, locale);
    expect(summary('en-US', 1)).toBe('4.5 out of 5 · 1 review');
    expect(summary('en-US', 12)).toBe('4.5 out of 5 · 12 reviews');
    expect(summary('ru-RU', 2)).toContain('2 отзыва');
    expect(summary('ru-RU', 5)).toContain('5 отзывов');
    expect(summary('ru-RU', 21)).toContain('21 отзыв');
    expect(summary('he-IL', 1)).toContain('ביקורת אחת');
  });
});
