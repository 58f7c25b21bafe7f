import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage, messageArguments, MessageSyntaxError, parseMessage } from './compileMessages';
import { formatMessage, type Message, type MessageValues } from './messageFormat';

const ITEMS = '{count, plural, one {# item} other {# items}}';

/** Formats the source text and its parsed form (what the browser receives); both must agree. */
function bothWays(message: string, values: MessageValues, locale: string): string {
  const text = formatMessage(message, values, locale);
  expect(formatMessage(JSON.parse(JSON.stringify(compileMessage(message))) as Message, values, locale)).toBe(text);
  return text;
}

describe('formatMessage', () => {
  it('fills plain arguments as given', () => {
    expect(bothWays('Remove {title}', { title: 'Linen shirt' }, 'en-US')).toBe('Remove Linen shirt');
    expect(bothWays('© {year} {store}', { year: 2026, store: 'Vitrine' }, 'de-DE')).toBe('© 2026 Vitrine');
  });

  it('chooses plural forms by the locale rules', () => {
    expect(bothWays(ITEMS, { count: 1 }, 'en-US')).toBe('1 item');
    expect(bothWays(ITEMS, { count: 0 }, 'en-US')).toBe('0 items');
    // French treats 0 and 1 as singular; Japanese has only "other".
    expect(bothWays('{n, plural, one {# article} other {# articles}}', { n: 0 }, 'fr-FR')).toBe('0 article');
    expect(bothWays('{n, plural, other {# 点}}', { n: 1 }, 'ja-JP')).toBe('1 点');
    const russian = '{n, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}';
    expect([1, 3, 5, 21].map((n) => bothWays(russian, { n }, 'ru-RU'))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
    // Hebrew has a dual; Arabic has zero, dual, few and many.
    const hebrew = '{n, plural, one {פריט אחד} two {שני פריטים} other {# פריטים}}';
    expect([1, 2, 5].map((n) => bothWays(hebrew, { n }, 'he-IL'))).toEqual(['פריט אחד', 'שני פריטים', '5 פריטים']);
    const arabic = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => bothWays(arabic, { n }, 'ar'))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });

  it('prefers exact =n options and writes # in the locale digits', () => {
    const message = '{n, plural, =0 {none} one {one} other {# left}}';
    expect(bothWays(message, { n: 0 }, 'en-US')).toBe('none');
    expect(bothWays(message, { n: 1200 }, 'de-DE')).toBe('1.200 left');
    expect(bothWays('{n, number}', { n: 1200 }, 'en-US')).toBe('1,200');
  });

  it('selects and nests', () => {
    const message = '{state, select, unknown {Cart} other {Cart, {count, plural, one {# item} other {# items}}}}';
    expect(bothWays(message, { state: 'unknown', count: 0 }, 'en-US')).toBe('Cart');
    expect(bothWays(message, { state: 'known', count: 2 }, 'en-US')).toBe('Cart, 2 items');
  });

  it('follows ICU apostrophe quoting', () => {
    expect(bothWays("Notifications ('{hotkey}')", {}, 'en-US')).toBe('Notifications ({hotkey})');
    expect(bothWays("l'adresse de {name}", { name: 'Léa' }, 'fr-FR')).toBe("l'adresse de Léa");
    expect(bothWays("it''s {x}", { x: 1 }, 'en-US')).toBe("it's 1");
    expect(bothWays("{n, plural, other {'#' #}}", { n: 3 }, 'en-US')).toBe('# 3');
  });

  it('rejects malformed messages and missing values', () => {
    for (const bad of [
      '{count',
      '{n, plural, one {x}}',
      '{n, money}',
      '{n, plural, one {x} other {y}',
      '{a b}',
      '{n, select, a {x} a {y} other {z}}',
    ]) {
      expect(() => parseMessage(bad), bad).toThrow(MessageSyntaxError);
      expect(() => formatMessage(bad, { n: 1, count: 1 }, 'en-US'), bad).toThrow();
    }
    // ICU reads a `}` outside any argument as text.
    expect(formatMessage('a } b', {}, 'en-US')).toBe('a } b');
    expect(() => formatMessage('Hi {name}', {}, 'en-US')).toThrow(/"name"/);
    expect(() => formatMessage(parseMessage('Hi {name}'), {}, 'en-US')).toThrow(/"name"/);
  });

  it('keeps plain text as it is, parsed or not', () => {
    expect(compileMessage('Your cart is empty')).toBe('Your cart is empty');
    expect(compileMessage("it''s")).toEqual([{ type: 0, value: "it's" }]);
    expect(formatMessage('Under 5 < 10 # items', {}, 'en-US')).toBe('Under 5 < 10 # items');
  });

  it('lists the arguments a message uses', () => {
    expect(messageArguments('{a} {b, plural, other {{c}}}').sort()).toEqual(['a', 'b', 'c']);
    expect(messageArguments(parseMessage('{a, select, x {{d, number}} other {}}')).sort()).toEqual(['a', 'd']);
  });
});

describe('locale resolution', () => {
  it('resolves each locale once for all the formatters made in it, with what intl-messageformat resolves', () => {
    const german = IntlMessageFormat.resolveLocale('de-DE');
    expect(IntlMessageFormat.resolveLocale('de-DE')).toBe(german);
    expect(String(german)).toBe('de-DE');
    expect(String(IntlMessageFormat.resolveLocale('he'))).toBe('he');
    expect(IntlMessageFormat.resolveLocale('he')).not.toBe(german);
    // A list of locales is resolved as the library does: the first one supported.
    expect(String(IntlMessageFormat.resolveLocale(['xx-YY', 'fr-FR']))).toBe('fr-FR');
    expect(formatMessage('{count, plural, one {# Artikel} other {# Artikel}}', { count: 1200 }, 'de-DE')).toBe(
      '1.200 Artikel',
    );
  });
});
