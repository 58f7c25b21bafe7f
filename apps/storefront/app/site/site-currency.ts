import {
  AUTO_CURRENCY,
  PRICE_TYPE_STORAGE_KEY,
  normalizeCurrencyCode,
  readCookie,
  type KeyValueStorage,
} from '@vitrine/headless';

/**
 * Cookie mirroring the shopper's currency choice (a code or `AUTO`), so the
 * server renders prices in it: set by the selector (`currency:change`) and by
 * the no-JavaScript form (`POST /currency`).
 */
export const CURRENCY_COOKIE = 'currency';
/** A year, like the locale cookie. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A currency choice as stored: an ISO 4217 code or `AUTO`; null for anything else.
 *
 * @example parseCurrencyChoice(' eur ') // 'EUR'
 * @example parseCurrencyChoice('auto') // 'AUTO'
 */
export function parseCurrencyChoice(value: string | null | undefined): string | null {
  if (value?.trim().toUpperCase() === AUTO_CURRENCY) return AUTO_CURRENCY;
  return normalizeCurrencyCode(value);
}

/** The `Set-Cookie` (server) or `document.cookie` (browser) text of a currency choice. */
export function serializeCurrencyCookie(choice: string, isSecure = false): string {
  const parts = [
    `${CURRENCY_COOKIE}=${encodeURIComponent(choice)}`,
    'Path=/',
    `Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

/** The choice a cookie header carries, or null. */
export function currencyChoiceFromCookie(cookieHeader: string | null | undefined): string | null {
  return parseCurrencyChoice(readCookie(cookieHeader, CURRENCY_COOKIE));
}

/**
 * Local storage for the currency store that reads the choice from the cookie
 * first: a choice made without JavaScript (only the cookie knows it) then
 * wins over an older one in local storage, so the hydrated page keeps the
 * currency the server rendered.
 *
 * @example <CurrencyProvider storage={{ local: cookieFirstStorage(() => document.cookie, () => localStorage) }} />
 */
export function cookieFirstStorage(readCookies: () => string, local: () => KeyValueStorage | null): KeyValueStorage {
  return {
    getItem(key) {
      if (key === PRICE_TYPE_STORAGE_KEY) {
        const fromCookie = currencyChoiceFromCookie(readCookies());
        if (fromCookie) return fromCookie;
      }
      try {
        return local()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        local()?.setItem(key, value);
      } catch {
        // Storage may be blocked; the cookie still carries the choice.
      }
    },
  };
}
