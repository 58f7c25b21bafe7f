import { contrastRatio, TEXT_CONTRAST_MIN, UI_CONTRAST_MIN } from './contrast';
import type { ThemeTokens } from './contract.css';
import { validateThemeSettings } from './settings';
import { themeFontProblems } from './fonts';
import type { Theme } from './defineTheme';

type ColorToken = keyof ThemeTokens['color'];

/** A background/foreground pair the components actually draw, and the contrast it needs. */
export interface ContrastPair {
  background: ColorToken;
  foreground: ColorToken;
  minimum: number;
}

/** Every colour pair components use. Themes must pass all of them. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { background: 'surface', foreground: 'onSurface', minimum: TEXT_CONTRAST_MIN },
  { background: 'surface', foreground: 'onSurfaceSubtle', minimum: TEXT_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'onSurfaceRaised', minimum: TEXT_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'onSurfaceSubtle', minimum: TEXT_CONTRAST_MIN },
  { background: 'surfaceMuted', foreground: 'onSurfaceMuted', minimum: TEXT_CONTRAST_MIN },
  { background: 'brandAccent', foreground: 'onBrandAccent', minimum: TEXT_CONTRAST_MIN },
  { background: 'critical', foreground: 'onCritical', minimum: TEXT_CONTRAST_MIN },
  { background: 'positive', foreground: 'onPositive', minimum: TEXT_CONTRAST_MIN },
  { background: 'neutral', foreground: 'onNeutral', minimum: TEXT_CONTRAST_MIN },
  { background: 'sale', foreground: 'onSale', minimum: TEXT_CONTRAST_MIN },
  // Sale prices and error messages are also written as text straight on the page and in the drawer.
  { background: 'surface', foreground: 'sale', minimum: TEXT_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'sale', minimum: TEXT_CONTRAST_MIN },
  { background: 'surface', foreground: 'critical', minimum: TEXT_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'critical', minimum: TEXT_CONTRAST_MIN },
  { background: 'surface', foreground: 'borderStrong', minimum: UI_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'borderStrong', minimum: UI_CONTRAST_MIN },
  { background: 'surface', foreground: 'focusRing', minimum: UI_CONTRAST_MIN },
  { background: 'surfaceRaised', foreground: 'focusRing', minimum: UI_CONTRAST_MIN },
];

/** Contrast of one pair in one theme. */
export interface ContrastResult extends ContrastPair {
  ratio: number;
  passes: boolean;
}

/** What a theme test asserts on. */
export interface ThemeAudit {
  contrast: ContrastResult[];
  /** Pairs under their minimum, as readable strings. */
  contrastFailures: string[];
  /** Missing or invalid settings. */
  settingsProblems: string[];
  /** Too many font files, or one that is not a latin woff2 of an @fontsource package. */
  fontProblems: string[];
}

/**
 * Checks a theme against the contract: every colour pair's contrast and every
 * setting. The test kit for theme packages.
 *
 * @example
 * const audit = auditTheme(theme);
 * expect(audit.contrastFailures).toEqual([]);
 * expect(audit.settingsProblems).toEqual([]);
 */
export function auditTheme(theme: Pick<Theme, 'tokens' | 'settings'> & Partial<Pick<Theme, 'fonts'>>): ThemeAudit {
  const contrast = CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(theme.tokens.color[pair.background], theme.tokens.color[pair.foreground]);
    return { ...pair, ratio, passes: ratio >= pair.minimum };
  });
  return {
    contrast,
    contrastFailures: contrast
      .filter((r) => !r.passes)
      .map((r) => `${r.foreground} on ${r.background}: ${r.ratio.toFixed(2)} < ${r.minimum}`),
    settingsProblems: validateThemeSettings(theme.settings),
    fontProblems: themeFontProblems(theme.fonts ?? []),
  };
}
