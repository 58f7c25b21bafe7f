import {
  LOCALE_LABELS,
  LOCALES,
  localeDirection,
  normalizeLocale,
  type Locale,
  type TextDirection,
} from '@vitrine/headless';
import { translatedOrDefault } from '@vitrine/i18n';
import athena from '@vitrine/theme-athena';
import defaultTheme from '@vitrine/theme-default';
import showtime from '@vitrine/theme-showtime';
import venue from '@vitrine/theme-venue';
import vogue from '@vitrine/theme-vogue';
import type { Theme } from '@vitrine/ui/theme';

/** Every shipped theme, by name. Storybook loads all of them so the toolbar can switch; the storefront loads one. */
export const themes: Record<string, Theme> = {
  default: defaultTheme,
  vogue,
  venue,
  showtime,
  athena,
};

/**
 * Every locale of the shop's language selector, plus spec 2's `sp-ES` alias
 * (the shop serves it the es-ES catalogue), in the toolbar: each named in its
 * own language with its code, and its writing direction.
 */
export const locales: Readonly<Record<Locale, { dir: TextDirection; title: string }>> = Object.fromEntries(
  LOCALES.map((locale) => {
    const served = normalizeLocale(locale) ?? locale;
    const code = served === locale ? locale : `${locale} → ${served}`;
    return [locale, { dir: localeDirection(locale), title: `${LOCALE_LABELS[locale]} (${code})` }];
  }),
) as Record<Locale, { dir: TextDirection; title: string }>;

/**
 * The locale a story renders in, resolved as the shop resolves a requested
 * one: `sp-ES` is served as es-ES, a locale without a catalogue as en-US.
 */
export function storyLocale(requested: unknown): Locale {
  return translatedOrDefault(normalizeLocale(typeof requested === 'string' ? requested : null) ?? 'en-US');
}
