import type { Locale } from '@vitrine/headless';

/**
 * Locales whose catalogue is complete, so the switch offers them and the
 * server renders in them; any other locale a shopper asks for is served in
 * en-US until its catalogue lands (the catalogue test keeps this list honest).
 */
export const TRANSLATED_LOCALES: readonly Locale[] = [
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

/** The locale to render: the requested one when translated, else en-US. */
export function translatedOrDefault(locale: Locale): Locale {
  return TRANSLATED_LOCALES.includes(locale) ? locale : 'en-US';
}
