import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  LOCALE_COOKIE_NAME,
  SUPPORTED_LOCALES,
  localeDirection,
  localeOptions,
  normalizeLocale,
  parseAcceptLanguage,
  parseLocaleCookie,
  readCookie,
  resolveLocale,
  serializeLocaleCookie,
} from './locale';

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
});
