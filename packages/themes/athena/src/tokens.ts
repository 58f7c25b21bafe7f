import { baseTokens, fontStack, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';
import { cormorantGaramond, sourceSerif4 } from './fonts';

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
  font: {
    body: fontStack(sourceSerif4, fontStacks.oldStyleSerif),
    heading: fontStack(cormorantGaramond, fontStacks.oldStyleSerif),
  },
  // Cormorant's small x-height wants larger heading sizes than a book face would.
  fontSize: {
    md: '1.0625rem',
    lg: '1.1875rem',
    xl: '1.625rem',
    '2xl': 'clamp(2rem, 1.7rem + 1.3vw, 2.625rem)',
    '3xl': 'clamp(2.5rem, 2rem + 2.2vw, 3.5rem)',
    display: 'clamp(2.75rem, 1.9rem + 3.8vw, 5rem)',
  },
  fontWeight: { medium: '600', heading: '600' },
  lineHeight: { normal: '1.6' },
  heading: { letterSpacing: '0.01em', textTransform: 'none', displayLetterSpacing: '0' },
  layout: {
    containerMaxWidth: '72rem',
    gridColumns: '4',
    gridColumnsNarrow: '2',
    cardAspectRatio: '3 / 4',
    sectionGap: '4.5rem',
  },
  radius: { sm: '0.125rem', md: '0.25rem', lg: '0.5rem' },
  shadow: {
    sm: '0 1px 2px rgb(28 39 51 / 0.08)',
    md: '0 3px 10px rgb(28 39 51 / 0.1)',
    lg: '0 10px 30px rgb(28 39 51 / 0.18)',
  },
});
