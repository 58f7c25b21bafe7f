import { defineThemeFont } from '@vitrine/ui/theme';
import archivoMetrics from '@capsizecss/metrics/archivo';
import antonMetrics from '@capsizecss/metrics/anton';

/** Archivo: a sturdy grotesque body text; latin subset, self-hosted by the shop. */
export const archivo = defineThemeFont({
  metrics: archivoMetrics,
  file: '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: '100 900',
  fallback: 'sans',
});

/** Anton: heavy condensed poster headings (one weight); latin subset, self-hosted by the shop. */
export const anton = defineThemeFont({
  metrics: antonMetrics,
  file: '@fontsource/anton/files/anton-latin-400-normal.woff2',
  weight: '400',
  fallback: 'sans',
});

/** Every font file of the theme (the shop preloads them). */
export const fonts = [archivo, anton];
