import { defineThemeFont } from '@vitrine/ui/theme';
import dmSansMetrics from '@capsizecss/metrics/dMSans';
import frauncesMetrics from '@capsizecss/metrics/fraunces';

/** DM Sans: a soft, round body text; latin subset, self-hosted by the shop. */
export const dmSans = defineThemeFont({
  metrics: dmSansMetrics,
  file: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  weight: '100 1000',
  fallback: 'sans',
});

/** Fraunces: warm, "wonky" old-style headings; latin subset, self-hosted by the shop. */
export const fraunces = defineThemeFont({
  metrics: frauncesMetrics,
  file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  fallback: 'serif',
});

/** Every font file of the theme (the shop preloads them). */
export const fonts = [dmSans, fraunces];
