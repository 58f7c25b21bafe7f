import { baseTokens, fontStack, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';
import { inter } from './fonts';

/** Default theme tokens. Clean and neutral: white pages, system sans-serif, a calm blue accent, soft corners. */
export const tokens: ThemeTokens = mergeTokens(baseTokens, {
  color: {
    surface: '#ffffff',
    onSurface: '#1f2328',
    onSurfaceSubtle: '#59636e',
    surfaceRaised: '#ffffff',
    onSurfaceRaised: '#1f2328',
    surfaceMuted: '#f3f5f7',
    onSurfaceMuted: '#1f2328',
    brandAccent: '#1f4fd1',
    onBrandAccent: '#ffffff',
    critical: '#b42318',
    onCritical: '#ffffff',
    positive: '#1a7f37',
    onPositive: '#ffffff',
    neutral: '#57606a',
    onNeutral: '#ffffff',
    sale: '#c0262d',
    onSale: '#ffffff',
    border: '#e1e4e8',
    borderStrong: '#868e96',
    focusRing: '#1f4fd1',
    overlay: 'rgb(15 23 42 / 0.45)',
  },
  font: { body: fontStack(inter, fontStacks.systemSans), heading: fontStack(inter, fontStacks.systemSans) },
  fontSize: {
    '2xl': 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
    '3xl': 'clamp(1.875rem, 1.5rem + 1.6vw, 2.5rem)',
    display: 'clamp(2.25rem, 1.5rem + 3.2vw, 4rem)',
  },
  fontWeight: { heading: '650' },
  heading: { letterSpacing: '-0.015em', displayLetterSpacing: '-0.03em' },
  layout: { gridColumns: '4', gridColumnsNarrow: '2', cardAspectRatio: '4 / 5', sectionGap: '4rem' },
});
