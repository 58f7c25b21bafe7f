import { DEFAULT_LOCALE } from '../client/client';
import type { Locale, LocaleCookieOptions, LocaleOption, TextDirection } from './locale.types';

/** Locales a shopper can pick (spec 2), each once. */
export const SUPPORTED_LOCALES: readonly Locale[] = [
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
];
/** Other names accepted for a catalogue (spec 2: `sp-ES` for one message catalogue), mapped to the locale they mean. */
export const LOCALE_CATALOGUE_ALIASES: Readonly<Partial<Record<Locale, Locale>>> = { 'sp-ES': 'es-ES' };
/** Every catalogue name of spec 2: the 16 offered locales plus the `sp-ES` alias. */
export const LOCALES: readonly Locale[] = [...SUPPORTED_LOCALES, 'sp-ES'];
/** Name of the cookie holding the shopper's locale (spec 9). */
export const LOCALE_COOKIE_NAME = 'locale';
/** How long the locale cookie lasts unless told otherwise: a year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Languages written right to left (spec 2: Hebrew). */
const RTL_LANGUAGES: readonly string[] = ['he', 'iw', 'ar', 'fa', 'ur'];
/** Language codes that mean an offered locale although they are not its first subtag. */
const LANGUAGE_SYNONYMS: Readonly<Record<string, Locale>> = { nb: 'no-NO', nn: 'no-NO', iw: 'he-IL' };

/** Each language's name in itself, for the selector. */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español',
  'sp-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'he-IL': 'עברית',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'nl-NL': 'Nederlands',
  'no-NO': 'Norsk',
  'pt-PT': 'Português',
  'ru-RU': 'Русский',
  'sv-SE': 'Svenska',
  'zh-CN': '简体中文',
};

const BY_LOWER_CASE = new Map(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

/**
 * The offered locale a tag names, in canonical form (`he_il` → `he-IL`,
 * `sp-ES` → `es-ES`); `null` when it names none.
 *
 * @example
 * normalizeLocale('he-il'); // 'he-IL'
 * normalizeLocale('sp-ES'); // 'es-ES'
 * normalizeLocale('pt-BR'); // null
 */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const locale = BY_LOWER_CASE.get(tag.trim().replace(/_/g, '-').toLowerCase());
  if (!locale) return null;
  return LOCALE_CATALOGUE_ALIASES[locale] ?? locale;
}

/**
 * Writing direction of a locale: `rtl` for Hebrew (spec 2), else `ltr`.
 *
 * @example
 * localeDirection('he-IL'); // 'rtl'
 */
export function localeDirection(locale: string): TextDirection {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * The value of one cookie in a `Cookie` header or `document.cookie`; `null`
 * when absent. The first cookie of the name wins, surrounding quotes are
 * dropped and a value that is not valid URL encoding is kept as written; it
 * never throws. Browser code reads cookies with this (the `cookie` package
 * would add about a kilobyte, brotli, to every page); the server reads them
 * with the `cookie` package.
 *
 * @example
 * readCookie('theme=dark; locale=he-IL', 'locale'); // 'he-IL'
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The offered locale in the `locale` cookie of a `Cookie` header or
 * `document.cookie`; `null` when absent or not offered.
 *
 * @example
 * parseLocaleCookie('locale=he-IL'); // 'he-IL'
 */
export function parseLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  return normalizeLocale(readCookie(cookieHeader, LOCALE_COOKIE_NAME));
}

/**
 * The `Set-Cookie` value (or `document.cookie` assignment) storing a locale:
 * readable by the server on the next request, for the whole site, a year.
 *
 * @example
 * serializeLocaleCookie('he-IL'); // 'locale=he-IL; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function serializeLocaleCookie(locale: Locale, options: LocaleCookieOptions = {}): string {
  const parts = [
    `${LOCALE_COOKIE_NAME}=${encodeURIComponent(locale)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAge ?? LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}

/** The offered locale for a language tag: exact match, else the first locale of its language (`pt-BR` → `pt-PT`). */
function matchLanguage(tag: string): Locale | null {
  const exact = normalizeLocale(tag);
  if (exact) return exact;
  const language = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (
    LANGUAGE_SYNONYMS[language] ??
    SUPPORTED_LOCALES.find((locale) => locale.slice(0, 2).toLowerCase() === language) ??
    null
  );
}

/**
 * The offered locale for the shopper's languages, most wanted first (a parsed
 * `Accept-Language`, or `navigator.languages`): the first that matches one
 * exactly or by its language, else en-US (spec 9).
 *
 * @example
 * matchLocale(['pt-BR', 'pt', 'en']); // 'pt-PT'
 * matchLocale(['nb']); // 'no-NO'
 * matchLocale([]); // 'en-US'
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE as Locale;
}

/**
 * The entries of a language selector: every offered locale with its own name and direction.
 *
 * @example
 * localeOptions().find((option) => option.locale === 'he-IL'); // { locale: 'he-IL', label: 'עברית', dir: 'rtl' }
 */
export function localeOptions(): LocaleOption[] {
  return SUPPORTED_LOCALES.map((locale) => ({ locale, label: LOCALE_LABELS[locale], dir: localeDirection(locale) }));
}
