import type { Messages } from './catalog';

/**
 * The message catalogues this page has, by locale. A catalogue is not page
 * data: the server renders from its own copy, and the browser fetches each
 * locale's catalogue once from a versioned address it may cache for a year
 * (`messagesUrl`), before the page hydrates and before a language switch.
 */
const catalogues = new Map<string, Messages>();

/**
 * Where the storefront serves a locale's catalogue; `version` changes with any
 * catalogue's text, so the address can be cached for a year.
 */
export function messagesUrl(locale: string, version: string): string {
  return `/i18n/messages/${locale}.${version}.json`;
}

/** The catalogue of `locale` when this page has it. */
export function messagesFor(locale: string | undefined): Messages | undefined {
  return locale === undefined ? undefined : catalogues.get(locale);
}

/** Keeps a locale's catalogue (the server's own copy, or one the browser fetched). */
export function provideMessages(locale: string, messages: Messages): void {
  catalogues.set(locale, messages);
}

/** The browser: `locale`'s catalogue, fetched from `url` the first time. */
export async function loadMessages(locale: string, url: string): Promise<Messages> {
  let messages = catalogues.get(locale);
  if (!messages) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    messages = (await response.json()) as Messages;
    provideMessages(locale, messages);
  }
  return messages;
}
