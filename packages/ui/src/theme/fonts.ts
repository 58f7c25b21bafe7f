import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { globalFontFace } from '@vanilla-extract/css';

/**
 * Fontsource's latin subset (its `unicode-range` for `*-latin-*` files). A
 * theme's web fonts and their metric-matched fallbacks cover only these
 * characters, so Hebrew, Cyrillic, Japanese, Korean and Chinese text falls
 * through the stack to the system faces, which draw those scripts well.
 */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Most font files a theme may declare: every one of them is on the first paint's path and preloaded. */
export const MAX_THEME_FONT_FILES = 2;

/**
 * The metrics of a family the fallback calculation reads, in font units (the
 * shape of `@capsizecss/metrics` entries, declared here so a published theme
 * type-checks without capsize's own types).
 */
export interface FontFamilyMetrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of latin characters, weighted by their frequency in text. */
  xWidthAvg: number;
}

/** The system face a web font's fallback is drawn with while it loads. */
export type FallbackFace = 'sans' | 'serif';

/**
 * Local system faces per fallback, with the vertical and width metrics the
 * adjustment is computed against. Liberation Sans and Serif (most Linux
 * systems) are metric-compatible twins of Arial and Times New Roman, so the
 * same overrides hold for them.
 */
const FALLBACKS: Record<FallbackFace, { metrics: FontFamilyMetrics; local: readonly string[] }> = {
  sans: { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  serif: {
    metrics: timesNewRoman,
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  },
};

/**
 * A self-hosted web font of a theme: one latin-subset woff2 file from an
 * `@fontsource/*` or `@fontsource-variable/*` package (OFL), with the
 * family's metrics from `@capsizecss/metrics` for its fallback face.
 *
 * @example
 * import jostMetrics from '@capsizecss/metrics/jost';
 * export const jost = defineThemeFont({ metrics: jostMetrics, file: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2', weight: '100 900', fallback: 'sans' });
 */
export interface ThemeFont {
  /** Metrics of the family (its `familyName` is the name the theme declares it under). */
  readonly metrics: FontFamilyMetrics;
  /**
   * The woff2 file as a package path. The bundler that builds the theme's CSS
   * (the shop's Vite, Storybook's, tsup) copies it to the site's own assets,
   * so the shop serves it from its origin.
   */
  readonly file: string;
  /** `font-weight` of the face: a range (`'100 900'`) for a variable file, one weight for a static one. */
  readonly weight: string;
  /** The system face drawn, size- and metric-adjusted, until the file has loaded. */
  readonly fallback: FallbackFace;
}

/** Keeps a theme font typed; see {@link ThemeFont}. */
export function defineThemeFont(font: ThemeFont): ThemeFont {
  return Object.freeze({ ...font });
}

const quote = (family: string) => `"${family.replace(/"/g, '\\"')}"`;

/** Name of the metric-matched fallback face of a theme font. */
export const fallbackFamily = (font: ThemeFont) => `${font.metrics.familyName} Fallback`;

/**
 * A `font-family` value for a token: the web font, its metric-matched
 * fallback, then a system stack for the scripts the latin file does not hold.
 *
 * @example font: { body: fontStack(jost, fontStacks.systemSans) }
 */
export function fontStack(font: ThemeFont, systemStack: string): string {
  return `${quote(font.metrics.familyName)}, ${quote(fallbackFamily(font))}, ${systemStack}`;
}

/**
 * The size and metric overrides that make the fallback face take the web
 * font's space (capsize's calculation: average character width for
 * `size-adjust`, ascent, descent and line gap over the adjusted em).
 */
export function fallbackOverrides(font: ThemeFont): {
  sizeAdjust?: string;
  ascentOverride?: string;
  descentOverride?: string;
  lineGapOverride?: string;
} {
  const { fontFaces } = createFontStack([font.metrics, FALLBACKS[font.fallback].metrics], {
    fontFaceFormat: 'styleObject',
  });
  const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fontFaces[0]!['@font-face'];
  return { sizeAdjust, ascentOverride, descentOverride, lineGapOverride };
}

/**
 * Declares a theme's fonts: for each, the web font's `@font-face`
 * (`font-display: swap`, latin range) and its fallback face on a local system
 * font with the overrides of {@link fallbackOverrides}, so text keeps its
 * place when the web font swaps in. Call it once from the theme's `.css.ts`.
 *
 * @example themeFontFaces([jost, bodoniModa]);
 */
export function themeFontFaces(fonts: readonly ThemeFont[]): void {
  for (const font of fonts) {
    globalFontFace(quote(font.metrics.familyName), {
      src: `url(${JSON.stringify(font.file)}) format("woff2")`,
      fontWeight: font.weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange: LATIN_UNICODE_RANGE,
    });
    globalFontFace(quote(fallbackFamily(font)), {
      src: FALLBACKS[font.fallback].local.map((name) => `local(${JSON.stringify(name)})`).join(', '),
      unicodeRange: LATIN_UNICODE_RANGE,
      ...fallbackOverrides(font),
    });
  }
}

/** Problems with a theme's fonts (the theme test kit asserts none): count, format and subset. */
export function themeFontProblems(fonts: readonly ThemeFont[]): string[] {
  const problems: string[] = [];
  if (fonts.length > MAX_THEME_FONT_FILES)
    problems.push(`at most ${MAX_THEME_FONT_FILES} font files, found ${fonts.length}`);
  for (const font of fonts) {
    if (!/^@fontsource(-variable)?\/[^/]+\/files\/[^/]+-latin-(?!ext-)[^/]+\.woff2$/.test(font.file)) {
      problems.push(`${font.file}: a latin-subset woff2 file of an @fontsource package`);
    }
    if (!/^\d{3,4}( \d{3,4})?$/.test(font.weight))
      problems.push(`${font.metrics.familyName}: weight must be "400" or "100 900"`);
  }
  return problems;
}
