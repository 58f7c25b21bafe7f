import Negotiator from 'negotiator';
import { matchLocale, normalizeLocale } from './locale';
import type { Locale } from './locale.types';

/**
 * Language tags of an `Accept-Language` header, most wanted first (by `q`,
 * then header order); `q=0` (not acceptable), unreadable `q` values and `*`
 * left out. A malformed header gives what can be read of it, never an error.
 *
 * @example
 * parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8'); // ['de-DE', 'en', 'fr']
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  try {
    return new Negotiator({ headers: { 'accept-language': header } }).languages().filter((tag) => tag !== '*');
  } catch {
    return [];
  }
}

/**
 * The locale to render a request in, for the server: the `locale` cookie when
 * it names an offered locale, else the best match of `Accept-Language`
 * (exact, then same language), else en-US (spec 9).
 *
 * @example
 * resolveLocale('he-IL', 'en-US'); // 'he-IL'
 * resolveLocale(null, 'pt-BR,pt;q=0.9,en;q=0.8'); // 'pt-PT'
 * resolveLocale('xx', null); // 'en-US'
 */
export function resolveLocale(
  cookieValue: string | null | undefined,
  acceptLanguageHeader: string | null | undefined,
): Locale {
  return normalizeLocale(cookieValue) ?? matchLocale(parseAcceptLanguage(acceptLanguageHeader));
}
