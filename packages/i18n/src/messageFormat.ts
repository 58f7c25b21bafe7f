import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

/**
 * Formatting ICU MessageFormat messages with `intl-messageformat`. A message
 * is either its ICU source text or its parsed form (the syntax tree of
 * `@formatjs/icu-messageformat-parser`, see `compileMessages`): the server
 * parses each catalogue once and sends the browser the parsed forms, so the
 * shop's JavaScript carries the formatter without the parser (the storefront
 * aliases the parser to its `no-parser` entry in its browser build).
 */

/** Values a message is formatted with. */
export type MessageValues = Record<string, string | number>;

/**
 * A message: ICU source text, or its parsed form. Text without `{`, `}` or
 * `'` is its own parsed form (ICU gives it no other meaning), so a compiled
 * catalogue keeps such messages as plain strings.
 */
export type Message = string | MessageFormatElement[];

/** Whether ICU reads `message` as plain text: no argument, no quoting. */
export function isPlainText(message: string): boolean {
  return !/[{}']/.test(message);
}

const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
  const made = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
};

/** One set of `Intl` formatters for every message (each message would otherwise make its own). */
const formatters: Formatters = {
  getNumberFormat: memo(
    (locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
  ),
  getDateTimeFormat: memo(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/**
 * Every message's formatter resolves its locale when made
 * (`Intl.NumberFormat.supportedLocalesOf` and an `Intl.Locale`, ~0.1 ms); a
 * page makes hundreds in one or two locales, so each locale is resolved once.
 * The resolved `Intl.Locale` is immutable, so formatters can share it.
 */
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocale(locales);
  if (!resolvedLocales.has(locales)) resolvedLocales.set(locales, resolveLocale(locales));
  return resolvedLocales.get(locales);
};

/** Formatters by message (the parsed form or the source text) and locale. */
const byTree = new WeakMap<MessageFormatElement[], Map<string, IntlMessageFormat>>();
const bySource = new Map<string, Map<string, IntlMessageFormat>>();

function formatterOf(message: Message, locale: string): IntlMessageFormat {
  let byLocale = typeof message === 'string' ? bySource.get(message) : byTree.get(message);
  if (!byLocale) {
    byLocale = new Map();
    if (typeof message === 'string') bySource.set(message, byLocale);
    else byTree.set(message, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    // `ignoreTag`: a `<` in a message is text; the catalogues have no rich-text tags.
    format = new IntlMessageFormat(message, locale, undefined, {
      formatters,
      ignoreTag: true,
      requiresOtherClause: true,
    });
    byLocale.set(locale, format);
  }
  return format;
}

/**
 * Formats an ICU message (source text or parsed form) in a locale. Plain
 * `{name}` arguments are written as given (so a year stays `2026`); `#` and
 * `{n, number}` use the locale's digits. Throws when a value the message uses
 * is missing, or when the source text does not parse.
 *
 * @example
 * formatMessage('{count, plural, one {# item} other {# items}}', { count: 1200 }, 'de-DE'); // '1.200 items'
 * formatMessage("Press '{'Enter'}'", {}, 'en-US'); // 'Press {Enter}'
 */
export function formatMessage(message: Message, values: MessageValues, locale: string): string {
  if (typeof message === 'string' && isPlainText(message)) return message;
  // With string and number values (no rich-text tags) the result is one string.
  return String(formatterOf(message, locale).format(values));
}
