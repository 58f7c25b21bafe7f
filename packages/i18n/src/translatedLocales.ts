import { SUPPORTED_LOCALES, type Locale } from '@vitrine/headless';

/**
 * Locales whose catalogue is complete, so the switch offers them and the
 * server renders in them: every offered locale of the spec. A locale without
 * a catalogue would be served in en-US; the catalogue test checks that the
 * catalogues and this list agree.
 */
export const TRANSLATED_LOCALES: readonly Locale[] = SUPPORTED_LOCALES;

/** The locale to render: the requested one when translated, else en-US. */
export function translatedOrDefault(locale: Locale): Locale {
  return TRANSLATED_LOCALES.includes(locale) ? locale : 'en-US';
}
