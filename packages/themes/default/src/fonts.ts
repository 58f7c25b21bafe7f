import { defineThemeFont } from '@vitrine/ui/theme';
import interMetrics from '@capsizecss/metrics/inter';

/** Inter: the body and the headings, one variable file; latin subset, self-hosted by the shop. */
export const inter = defineThemeFont({
  metrics: interMetrics,
  file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  fallback: 'sans',
});

/** Every font file of the theme (the shop preloads them). */
export const fonts = [inter];
