import { defineThemeFont } from '@vitrine/ui/theme';
import jostMetrics from '@capsizecss/metrics/jost';
import bodoniModaMetrics from '@capsizecss/metrics/bodoniModa';

/** Jost: the geometric body text of a fashion magazine; latin subset, self-hosted by the shop. */
export const jost = defineThemeFont({
  metrics: jostMetrics,
  file: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  fallback: 'sans',
});

/** Bodoni Moda: high-contrast Didone headings; latin subset, self-hosted by the shop. */
export const bodoniModa = defineThemeFont({
  metrics: bodoniModaMetrics,
  file: '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
  weight: '400 900',
  fallback: 'serif',
});

/** Every font file of the theme (the shop preloads them). */
export const fonts = [jost, bodoniModa];
