import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments, MessageSyntaxError, parseMessage } from './messageFormat';

const ITEMS = '{count, plural, one {# item} other {# items}}';

describe('formatMessage', () => {
  it('fills plain arguments as given', () => {
    expect(formatMessage('Remove {title}', { title: 'Linen shirt' }, 'en-US')).toBe('Remove Linen shirt');
    expect(formatMessage('© {year} {store}', { year: 2026, store: 'Vitrine' }, 'de-DE')).toBe('© 2026 Vitrine');
  });

  it('chooses plural forms by the locale rules', () => {
    expect(formatMessage(ITEMS, { count: 1 }, 'en-US')).toBe('1 item');
    expect(formatMessage(ITEMS, { count: 0 }, 'en-US')).toBe('0 items');
    // French treats 0 and 1 as singular; Japanese has only "other".
    expect(formatMessage('{n, plural, one {# article} other {# articles}}', { n: 0 }, 'fr-FR')).toBe('0 article');
    expect(formatMessage('{n, plural, other {# 点}}', { n: 1 }, 'ja-JP')).toBe('1 点');
    const russian = '{n, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}';
    expect([1, 3, 5, 21].map((n) => formatMessage(russian, { n }, 'ru-RU'))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
  });

  it('prefers exact =n options and writes # in the locale digits', () => {
    const message = '{n, plural, =0 {none} one {one} other {# left}}';
    expect(formatMessage(message, { n: 0 }, 'en-US')).toBe('none');
    expect(formatMessage(message, { n: 1200 }, 'de-DE')).toBe('1.200 left');
    expect(formatMessage('{n, number}', { n: 1200 }, 'en-US')).toBe('1,200');
  });

  it('selects and nests', () => {
    const message = '{state, select, unknown {Cart} other {Cart, {count, plural, one {# item} other {# items}}}}';
    expect(formatMessage(message, { state: 'unknown', count: 0 }, 'en-US')).toBe('Cart');
    expect(formatMessage(message, { state: 'known', count: 2 }, 'en-US')).toBe('Cart, 2 items');
  });

  it('follows ICU apostrophe quoting', () => {
    expect(formatMessage("Notifications ('{hotkey}')", {}, 'en-US')).toBe('Notifications ({hotkey})');
    expect(formatMessage("l'adresse de {name}", { name: 'Léa' }, 'fr-FR')).toBe("l'adresse de Léa");
    expect(formatMessage("it''s {x}", { x: 1 }, 'en-US')).toBe("it's 1");
    expect(formatMessage("{n, plural, other {'#' #}}", { n: 3 }, 'en-US')).toBe('# 3');
  });

  it('rejects malformed messages and missing values', () => {
    for (const bad of ['{count', '{n, plural, one {x}}', '{n, money}', 'a } b', '{n, plural, one {x} other {y}']) {
      expect(() => parseMessage(bad), bad).toThrow(MessageSyntaxError);
    }
    expect(() => formatMessage('Hi {name}', {}, 'en-US')).toThrow(MessageSyntaxError);
  });

  it('lists the arguments a message uses', () => {
    expect(messageArguments('{a} {b, plural, other {{c}}}').sort()).toEqual(['a', 'b', 'c']);
  });
});
