import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@vitrine/ui/theme';

/** Default theme settings: the spec's defaults (drawer cart, breadcrumbs in the header, every currency, classic layouts). */
export const settings = DEFAULT_THEME_SETTINGS satisfies ThemeSettings;
