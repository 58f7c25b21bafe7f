import { baseTokens, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';

/** Athena theme tokens. Classic and academic: paper-white pages, ink-blue accent, old-style serif text, small radii. */
export const tokens: ThemeTokens = mergeTokens(baseTokens, {
  color: {
    surface: '#fdfcf8',
    onSurface: '#1c2733',
    onSurfaceSubtle: '#55606e',
    surfaceRaised: '#ffffff',
    onSurfaceRaised: '#1c2733',
    surfaceMuted: '#edf0f4',
    onSurfaceMuted: '#1c2733',
    brandAccent: '#2f4a6d',
    onBrandAccent: '#ffffff',
    critical: '#9b2c2c',
    onCritical: '#ffffff',
    positive: '#2f6b4f',
    onPositive: '#ffffff',
    neutral: '#55606e',
    onNeutral: '#ffffff',
    sale: '#9b2c2c',
    onSale: '#ffffff',
    border: '#dde3ea',
    borderStrong: '#7a8898',
    focusRing: '#2f4a6d',
    overlay: 'rgb(28 39 51 / 0.5)',
  },
  font: { body: fontStacks.oldStyleSerif, heading: fontStacks.oldStyleSerif },
  fontSize: { md: '1.0625rem', lg: '1.1875rem', xl: '1.5rem', '2xl': '2rem', '3xl': '2.5rem' },
  fontWeight: { medium: '600', heading: '600' },
  lineHeight: { normal: '1.6' },
  heading: { letterSpacing: '0.01em', textTransform: 'none' },
  radius: { sm: '0.125rem', md: '0.25rem', lg: '0.5rem' },
  shadow: {
    sm: '0 1px 2px rgb(28 39 51 / 0.08)',
    md: '0 3px 10px rgb(28 39 51 / 0.1)',
    lg: '0 10px 30px rgb(28 39 51 / 0.18)',
  },
});
