import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE } from '../client/client';
import type { StoreClient } from '../client/client.types';
import { useStoreClient, useStoreEvents } from '../provider/StoreProvider';
import { localeDirection, localeOptions, normalizeLocale, serializeLocaleCookie } from './locale';
import type { Locale, LocaleCookieOptions, LocaleOption, TextDirection } from './locale.types';

/** Published on the shopper-event bus when the shopper picks another language. */
export const LOCALE_CHANGE_EVENT = 'locale:change';

/** Options of `useLocale`. */
export interface UseLocaleOptions {
  /** Stores the cookie; assigns `document.cookie` when not given. */
  writeCookie?: (cookie: string) => void;
  cookie?: LocaleCookieOptions;
  /** Called after a change, e.g. to reload the route's data in the new language. */
  onChange?: (locale: Locale) => void;
}

/** What `useLocale` returns. */
export interface UseLocaleResult {
  /** The current locale (the client's, en-US when it names none offered). */
  locale: Locale;
  /** `rtl` for Hebrew: put it on `<html dir>`. */
  dir: TextDirection;
  /** The selector's entries. */
  options: LocaleOption[];
  /** Switches language: stores the `locale` cookie and makes the client send it; `false` for a locale not offered. */
  chooseLocale(locale: string): boolean;
}

// Every `useLocale` of one client re-renders when any of them changes the language.
const listenersByClient = new WeakMap<StoreClient, Set<() => void>>();

function listenersOf(client: StoreClient): Set<() => void> {
  let listeners = listenersByClient.get(client);
  if (!listeners) listenersByClient.set(client, (listeners = new Set()));
  return listeners;
}

const assignDocumentCookie = (cookie: string) => {
  document.cookie = cookie;
};

/**
 * The shopper's language (spec 2, 7, 9): the locale the provider's client
 * sends on GETs, its direction (`rtl` for he-IL) and the selector entries.
 * `chooseLocale` stores the `locale` cookie (so the server renders the next
 * request in it), calls `client.setLocale`, publishes `locale:change` and
 * re-renders every `useLocale` under the provider. Create the client with the
 * locale `resolveLocale` gave the server, and SSR and hydration agree.
 *
 * @example
 * function LanguageSelect() {
 *   const { locale, options, chooseLocale } = useLocale({ onChange: () => window.location.reload() });
 *   return (
 *     <select value={locale} onChange={(event) => chooseLocale(event.target.value)}>
 *       {options.map((option) => <option key={option.locale} value={option.locale}>{option.label}</option>)}
 *     </select>
 *   );
 * }
 */
export function useLocale(options: UseLocaleOptions = {}): UseLocaleResult {
  const client = useStoreClient();
  const bus = useStoreEvents();
  const subscribe = useCallback(
    (listener: () => void) => {
      const listeners = listenersOf(client);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [client],
  );
  const getLocale = useCallback(() => client.getLocale(), [client]);
  const current = useSyncExternalStore(subscribe, getLocale, getLocale);
  const locale = normalizeLocale(current) ?? (DEFAULT_LOCALE as Locale);
  const { writeCookie, cookie, onChange } = options;

  const chooseLocale = useCallback(
    (next: string) => {
      const chosen = normalizeLocale(next);
      if (!chosen) return false;
      const previous = normalizeLocale(client.getLocale());
      (writeCookie ?? assignDocumentCookie)(serializeLocaleCookie(chosen, cookie));
      client.setLocale(chosen);
      for (const listener of [...listenersOf(client)]) listener();
      if (previous !== chosen) bus.publish(LOCALE_CHANGE_EVENT, { locale: chosen, previous });
      onChange?.(chosen);
      return true;
    },
    [client, bus, writeCookie, cookie, onChange],
  );

  const selectorOptions = useMemo(() => localeOptions(), []);
  return useMemo(
    () => ({ locale, dir: localeDirection(locale), options: selectorOptions, chooseLocale }),
    [locale, selectorOptions, chooseLocale],
  );
}
