import type { ThemeTokens } from './contract.css';

/**
 * System font stacks: what follows a theme's web font and its fallback face in
 * a token (the faces for scripts its latin file does not hold), or a whole
 * stack for a theme without web fonts.
 */
export const fontStacks = {
  systemSans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanistSans: '"Avenir Next", Avenir, "Segoe UI", "Nunito Sans", Ubuntu, "Helvetica Neue", sans-serif',
  didone: '"Didot", "Bodoni 72", "Bodoni MT", "Playfair Display", "Noto Serif Display", Georgia, serif',
  oldStyleSerif: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Noto Serif", serif',
  geometricSans: '"Futura", "Century Gothic", "Trebuchet MS", "Segoe UI", system-ui, sans-serif',
} as const;

/**
 * Neutral values for every token: a starting point that themes override
 * (`mergeTokens(baseTokens, { color: ..., radius: ... })`), so a theme only
 * states what makes it different.
 */
export const baseTokens: ThemeTokens = {
  colorScheme: 'light',
  color: {
    surface: '#ffffff',
    onSurface: '#1a1a1a',
    onSurfaceSubtle: '#5c5c5c',
    surfaceRaised: '#ffffff',
    onSurfaceRaised: '#1a1a1a',
    surfaceMuted: '#f3f3f3',
    onSurfaceMuted: '#1a1a1a',
    brandAccent: '#1a1a1a',
    onBrandAccent: '#ffffff',
    critical: '#b3261e',
    onCritical: '#ffffff',
    positive: '#1b6e3a',
    onPositive: '#ffffff',
    neutral: '#4a4a4a',
    onNeutral: '#ffffff',
    sale: '#b3261e',
    onSale: '#ffffff',
    border: '#e2e2e2',
    borderStrong: '#8a8a8a',
    focusRing: '#1a5fb4',
    overlay: 'rgb(0 0 0 / 0.45)',
  },
  font: { body: fontStacks.systemSans, heading: fontStacks.systemSans },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    display: 'clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', heading: '600' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  heading: { letterSpacing: '0', textTransform: 'none', displayLetterSpacing: '-0.01em' },
  space: {
    '2xs': '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '1rem', pill: '999px' },
  borderWidth: { hairline: '1px', focus: '2px' },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.08)',
    md: '0 4px 12px rgb(0 0 0 / 0.1)',
    lg: '0 12px 40px rgb(0 0 0 / 0.18)',
  },
  motion: { fast: '150ms', list: '300ms', drawer: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    controlSm: '2rem',
    controlMd: '2.75rem',
    controlLg: '3.25rem',
    icon: '1.25rem',
    swatch: '0.875rem',
    thumbnail: '5rem',
  },
  layout: {
    containerMaxWidth: '80rem',
    drawerWidth: '28rem',
    gridColumns: '4',
    gridColumnsNarrow: '2',
    cardAspectRatio: '4 / 5',
    sectionGap: '4rem',
  },
  opacity: { disabled: '0.45', pending: '0.55' },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Overrides a theme applies on top of {@link baseTokens}. */
export type TokenOverrides = DeepPartial<ThemeTokens>;

/**
 * Deep-merges overrides into a complete token set.
 *
 * @example
 * const tokens = mergeTokens(baseTokens, { radius: { sm: '0', md: '0', lg: '0' } });
 */
export function mergeTokens<T extends object>(base: T, overrides: DeepPartial<T>): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? mergeTokens(current, value as DeepPartial<typeof current>)
        : value;
  }
  return merged as T;
}
