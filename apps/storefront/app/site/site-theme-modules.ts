/**
 * Each theme's module as its own on-demand chunk, so the build gives every
 * theme a stylesheet of its own (the server links only the chosen one). The
 * browser imports one only in development, where no built stylesheet exists.
 */
export const THEME_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  default: () => import('@vitrine/theme-default'),
  vogue: () => import('@vitrine/theme-vogue'),
  venue: () => import('@vitrine/theme-venue'),
  showtime: () => import('@vitrine/theme-showtime'),
  athena: () => import('@vitrine/theme-athena'),
};
