import { baseTokens, fontStack, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';
import { anton, archivo } from './fonts';

/** Showtime theme tokens. Bold and dark: near-black pages, hot-pink accent, yellow sale tags, heavy capitals, superscript cents. */
export const tokens: ThemeTokens = mergeTokens(baseTokens, {
  colorScheme: 'dark',
  color: {
    surface: '#0f0f14',
    onSurface: '#f5f5f7',
    onSurfaceSubtle: '#a9a9b8',
    surfaceRaised: '#1b1b24',
    onSurfaceRaised: '#f5f5f7',
    surfaceMuted: '#262633',
    onSurfaceMuted: '#f5f5f7',
    brandAccent: '#ff2e88',
    onBrandAccent: '#0f0f14',
    critical: '#ff6b6b',
    onCritical: '#0f0f14',
    positive: '#3ddc97',
    onPositive: '#0f0f14',
    neutral: '#3a3a48',
    onNeutral: '#f5f5f7',
    sale: '#ffd60a',
    onSale: '#0f0f14',
    border: '#2e2e3a',
    borderStrong: '#74748a',
    focusRing: '#7df9ff',
    overlay: 'rgb(0 0 0 / 0.7)',
  },
  font: { body: fontStack(archivo, fontStacks.systemSans), heading: fontStack(anton, fontStacks.geometricSans) },
  fontSize: {
    xl: '1.625rem',
    '2xl': 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
    '3xl': 'clamp(2.5rem, 1.7rem + 3.5vw, 4.5rem)',
    display: 'clamp(3.5rem, 1rem + 7.5vw, 8rem)',
  },
  // Anton has one (heavy) weight: headings ask for it, the body's bold stays Archivo's 800.
  fontWeight: { medium: '600', bold: '800', heading: '400' },
  lineHeight: { tight: '1' },
  heading: { letterSpacing: '0.01em', textTransform: 'uppercase', displayLetterSpacing: '0' },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem' },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.5)',
    md: '0 6px 20px rgb(0 0 0 / 0.55)',
    lg: '0 0 0 1px #2e2e3a, 0 24px 64px rgb(0 0 0 / 0.7)',
  },
  layout: {
    containerMaxWidth: '100rem',
    gridColumns: '4',
    gridColumnsNarrow: '2',
    cardAspectRatio: '1 / 1',
    sectionGap: '3rem',
  },
  motion: { fast: '120ms', drawer: '250ms', easing: 'cubic-bezier(0.3, 0, 0, 1.2)' },
});
