import { describe, expect, it } from 'vitest';
import type { Locale } from '@vitrine/headless';
import { CATALOGS, catalogFor } from './catalogs';
import { compileMessages, messageArguments, MessageSyntaxError } from './compileMessages';
import { formatMessage, type Message } from './messageFormat';
import { TRANSLATED_LOCALES } from './translatedLocales';

const locales = Object.keys(CATALOGS) as Locale[];

describe('every catalogue', () => {
  it('covers every translated locale', () => {
    expect([...locales].sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });

  it.each(locales)('%s: every message parses, and its parsed form formats as its text does', (locale) => {
    const sources = CATALOGS[locale] as Record<string, string>;
    // What the browser receives: the parsed catalogue, through JSON.
    const parsed = JSON.parse(JSON.stringify(catalogFor(locale))) as Record<string, Message>;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(sources).sort());
    for (const [key, source] of Object.entries(sources)) {
      const values = Object.fromEntries(messageArguments(source).map((name) => [name, 2]));
      expect(formatMessage(parsed[key]!, values, locale), `${locale} ${key}`).toBe(
        formatMessage(source, values, locale),
      );
    }
  });

  it('parses each locale once', () => {
    expect(catalogFor('de-DE')).toBe(catalogFor('de-DE'));
  });
});

describe('compileMessages', () => {
  it('names the locale and key of a message that does not parse', () => {
    const german = {
      ...(CATALOGS['de-DE'] as Record<string, string>),
      'common.itemCount': '{count, plural, one {# Artikel} other {# Artikel}',
    };
    let failure: unknown;
    try {
      compileMessages('de-DE', german);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(MessageSyntaxError);
    expect(failure).toMatchObject({ locale: 'de-DE', key: 'common.itemCount' });
    expect((failure as Error).message).toMatch(
      /^de-DE common\.itemCount: EXPECT_ARGUMENT_CLOSING_BRACE at \d+ in "\{count/,
    );
  });

  it('rejects a plural or select without its other option', () => {
    expect(() => compileMessages('fr-FR', { 'common.itemCount': '{count, plural, one {# article}}' })).toThrow(
      /fr-FR common\.itemCount: MISSING_OTHER_CLAUSE/,
    );
  });

  it('keeps plain text as text and parses the rest', () => {
    const compiled = compileMessages('en-US', {
      plain: 'Your cart',
      counted: '{count, plural, other {# items}}',
      quoted: "'{'x'}'",
    });
    expect(compiled.plain).toBe('Your cart');
    expect(Array.isArray(compiled.counted)).toBe(true);
    expect(formatMessage(compiled.quoted, {}, 'en-US')).toBe('{x}');
  });
});
