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

/** Locales in the toolbar: one left-to-right, one right-to-left. */
export const locales = {
  'en-US': { dir: 'ltr', title: 'English (US)' },
  'he-IL': { dir: 'rtl', title: 'עברית (he-IL)' },
} as const;

export type LocaleCode = keyof typeof locales;
