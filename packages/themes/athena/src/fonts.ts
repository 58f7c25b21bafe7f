import { defineThemeFont } from '@vitrine/ui/theme';
import sourceSerif4Metrics from '@capsizecss/metrics/sourceSerif4';
import cormorantGaramondMetrics from '@capsizecss/metrics/cormorantGaramond';

/** Source Serif 4: a book face made for reading on screens; latin subset, self-hosted by the shop. */
export const sourceSerif4 = defineThemeFont({
  metrics: sourceSerif4Metrics,
  file: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  fallback: 'serif',
});

/** Cormorant Garamond: classical display headings; latin subset, self-hosted by the shop. */
export const cormorantGaramond = defineThemeFont({
  metrics: cormorantGaramondMetrics,
  file: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  fallback: 'serif',
});

/** Every font file of the theme (the shop preloads them). */
export const fonts = [sourceSerif4, cormorantGaramond];
