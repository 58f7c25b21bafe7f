import { baseTokens, fontStack, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';
import { dmSans, fraunces } from './fonts';

/** Venue theme tokens. Warm and earthy: cream pages, terracotta accent, rounded corners, generous spacing. */
export const tokens: ThemeTokens = mergeTokens(baseTokens, {
  color: {
    surface: '#fbf7f1',
    onSurface: '#2e2620',
    onSurfaceSubtle: '#6b5b4e',
    surfaceRaised: '#ffffff',
    onSurfaceRaised: '#2e2620',
    surfaceMuted: '#f1e7da',
    onSurfaceMuted: '#2e2620',
    brandAccent: '#9c4a1a',
    onBrandAccent: '#ffffff',
    critical: '#a12a1f',
    onCritical: '#ffffff',
    positive: '#3f6b35',
    onPositive: '#ffffff',
    neutral: '#6b5b4e',
    onNeutral: '#ffffff',
    sale: '#a63a16',
    onSale: '#ffffff',
    border: '#e8dccd',
    borderStrong: '#8f7b69',
    focusRing: '#9c4a1a',
    overlay: 'rgb(46 38 32 / 0.5)',
  },
  font: { body: fontStack(dmSans, fontStacks.humanistSans), heading: fontStack(fraunces, fontStacks.oldStyleSerif) },
  fontSize: {
    md: '1.0625rem',
    xl: '1.5rem',
    '2xl': 'clamp(1.75rem, 1.45rem + 1.3vw, 2.375rem)',
    '3xl': 'clamp(2.25rem, 1.8rem + 2vw, 3.25rem)',
    display: 'clamp(2.5rem, 1.6rem + 4vw, 5rem)',
  },
  fontWeight: { heading: '600' },
  heading: { letterSpacing: '-0.01em', displayLetterSpacing: '-0.025em' },
  lineHeight: { normal: '1.6', relaxed: '1.8' },
  space: { sm: '0.75rem', md: '1.25rem', lg: '2rem', xl: '2.75rem', '2xl': '4rem', '3xl': '5.5rem' },
  radius: { sm: '0.5rem', md: '1rem', lg: '1.75rem' },
  shadow: {
    sm: '0 1px 3px rgb(46 38 32 / 0.1)',
    md: '0 6px 18px rgb(46 38 32 / 0.12)',
    lg: '0 16px 48px rgb(46 38 32 / 0.22)',
  },
  size: { controlMd: '3rem', controlLg: '3.5rem', swatch: '1rem', thumbnail: '5.5rem' },
  layout: { containerMaxWidth: '76rem', drawerWidth: '30rem', gridColumns: '3', gridColumnsNarrow: '2', cardAspectRatio: '1 / 1', sectionGap: '5.5rem' },
});
