import { parse as parseCookies } from 'cookie';
import {
  LOCALE_COOKIE_NAME,
  localeDirection,
  normalizeLocale,
  type Locale,
  type TextDirection,
} from '@vitrine/headless';
import { resolveLocale } from '@vitrine/headless/server';
import { translatedOrDefault } from '@vitrine/i18n';
import { messagesVersion, serverMessages } from './messages.server';

/** The locale a request is rendered in, its direction and where the browser gets its messages. */
export interface RequestLocale {
  locale: Locale;
  dir: TextDirection;
  /** The catalogues' version, in their cacheable addresses (`messagesUrl`); the server renders from its own copy. */
  messagesVersion: string;
}

/**
 * The shopper's locale for a request: a `?locale=` query parameter naming an
 * offered locale (the address search engines' hreflang links use), else the
 * `locale` cookie, else `Accept-Language`, else en-US (spec 9); a locale
 * without a finished catalogue is served in en-US.
 *
 * @example
 * localeOf(new Request('https://shop.test/', { headers: { cookie: 'locale=he-IL' } })).dir; // 'rtl'
 */
export function localeOf(request: Request): RequestLocale {
  const fromQuery = normalizeLocale(new URL(request.url).searchParams.get('locale'));
  const locale = translatedOrDefault(
    fromQuery ??
      resolveLocale(
        parseCookies(request.headers.get('cookie') ?? '')[LOCALE_COOKIE_NAME],
        request.headers.get('accept-language'),
      ),
  );
  serverMessages(locale);
  return { locale, dir: localeDirection(locale), messagesVersion: messagesVersion() };
}
