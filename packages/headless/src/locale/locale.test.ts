import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  LOCALE_COOKIE_NAME,
  SUPPORTED_LOCALES,
  localeDirection,
  localeOptions,
  matchLocale,
  normalizeLocale,
  parseLocaleCookie,
  readCookie,
  serializeLocaleCookie,
} from './locale';
import { parseAcceptLanguage, resolveLocale } from './locale.server';

describe('locales', () => {
  it('lists the 16 offered locales plus the sp-ES catalogue name', () => {
    expect(SUPPORTED_LOCALES).toEqual([
      'da-DK',
      'de-DE',
      'en-US',
      'es-ES',
      'fi-FI',
      'fr-FR',
      'he-IL',
      'it-IT',
      'ja-JP',
      'ko-KR',
      'nl-NL',
      'no-NO',
      'pt-PT',
      'ru-RU',
      'sv-SE',
      'zh-CN',
    ]);
    expect(LOCALES).toHaveLength(17);
    expect(LOCALES).toContain('sp-ES');
  });

  it('normalizes case, underscores and the sp-ES alias', () => {
    expect(normalizeLocale('he-il')).toBe('he-IL');
    expect(normalizeLocale('ZH_cn')).toBe('zh-CN');
    expect(normalizeLocale('sp-ES')).toBe('es-ES');
    expect(normalizeLocale('pt-BR')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
  });

  it('writes Hebrew right to left and the others left to right', () => {
    expect(localeDirection('he-IL')).toBe('rtl');
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'he-IL')) expect(localeDirection(locale)).toBe('ltr');
  });

  it('offers one selector entry per locale with its own name', () => {
    const options = localeOptions();
    expect(options).toHaveLength(16);
    expect(options.find((option) => option.locale === 'he-IL')).toEqual({
      locale: 'he-IL',
      label: 'עברית',
      dir: 'rtl',
    });
  });
});

describe('locale cookie', () => {
  it('is named locale', () => {
    expect(LOCALE_COOKIE_NAME).toBe('locale');
  });

  it('parses the cookie out of a header', () => {
    expect(parseLocaleCookie('theme=dark; locale=he-IL; other=1')).toBe('he-IL');
    expect(parseLocaleCookie('locale=fr-fr')).toBe('fr-FR');
    expect(parseLocaleCookie('xlocale=de-DE')).toBeNull();
    expect(parseLocaleCookie('locale=xx-XX')).toBeNull();
    expect(parseLocaleCookie('')).toBeNull();
    expect(readCookie('a="quoted%20value"', 'a')).toBe('quoted value');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('reads hostile cookie strings without throwing', () => {
    expect(parseLocaleCookie('locale=he-IL; locale=de-DE')).toBe('he-IL');
    expect(parseLocaleCookie('locale=he\u0000-IL')).toBeNull();
    expect(parseLocaleCookie('locale="he-IL')).toBeNull();
    expect(parseLocaleCookie('locale=%')).toBeNull();
    expect(parseLocaleCookie(';;=;locale;=he-IL')).toBeNull();
    expect(parseLocaleCookie(`${'x=1; '.repeat(20_000)}locale=ja-JP`)).toBe('ja-JP');
  });

  it('serializes a cookie the server reads on every path', () => {
    expect(serializeLocaleCookie('he-IL')).toBe('locale=he-IL; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(serializeLocaleCookie('de-DE', { maxAge: 60, isSecure: true })).toBe(
      'locale=de-DE; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(parseLocaleCookie(serializeLocaleCookie('ja-JP').split(';')[0])).toBe('ja-JP');
  });
});

describe('resolveLocale', () => {
  it('prefers the cookie', () => {
    expect(resolveLocale('he-IL', 'de-DE')).toBe('he-IL');
    expect(resolveLocale('sp-ES', null)).toBe('es-ES');
  });

  it('falls back to Accept-Language: exact, then same language, by q', () => {
    expect(resolveLocale('xx-XX', 'de-DE,de;q=0.9')).toBe('de-DE');
    expect(resolveLocale(null, 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt-PT');
    expect(resolveLocale(undefined, 'fr;q=0.5, ko-KR;q=0.8')).toBe('ko-KR');
    expect(resolveLocale(null, 'nb-NO')).toBe('no-NO');
    expect(resolveLocale(null, 'tlh, sv;q=0.1')).toBe('sv-SE');
  });

  it('defaults to en-US', () => {
    expect(resolveLocale(null, null)).toBe('en-US');
    expect(resolveLocale('', 'tlh-QO, *;q=0.5')).toBe('en-US');
    expect(resolveLocale(null, 'de;q=0')).toBe('en-US');
  });

  it('orders Accept-Language by q then position', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, it')).toEqual(['de-DE', 'it', 'en', 'fr']);
    expect(parseAcceptLanguage('da;q=abc')).toEqual([]);
  });

  it('matches a list of languages, most wanted first, as navigator.languages gives it', () => {
    expect(matchLocale(['pt-BR', 'pt', 'en'])).toBe('pt-PT');
    expect(matchLocale(['tlh', 'he'])).toBe('he-IL');
    expect(matchLocale(['', '*', 'x'])).toBe('en-US');
    expect(matchLocale([])).toBe('en-US');
  });

  it('matches each offered locale by its language, and Hebrew by he and iw', () => {
    expect(resolveLocale(null, 'he')).toBe('he-IL');
    expect(resolveLocale(null, 'iw')).toBe('he-IL');
    expect(resolveLocale(null, 'nn')).toBe('no-NO');
    expect(resolveLocale(null, 'sp-ES')).toBe('es-ES');
    expect(resolveLocale(null, 'ZH-tw')).toBe('zh-CN');
    expect(resolveLocale(null, 'en-GB;q=0.2, fr-CA;q=0.3')).toBe('fr-FR');
    expect(resolveLocale(null, '*, ja;q=0.1')).toBe('ja-JP');
  });

  it('gives en-US, never an error, for a malformed header', () => {
    for (const header of [
      ';;;',
      ',,,',
      '"',
      'q=1',
      ';q=1',
      'de;q=-1',
      'de;q=abc',
      'de\u0000',
      '%',
      'é',
      'x'.repeat(100_000),
    ]) {
      expect(resolveLocale(null, header)).toBe('en-US');
    }
    expect(resolveLocale(null, `${'tlh;q=0.9, '.repeat(5_000)}it;q=0.1`)).toBe('it-IT');
  });
});
