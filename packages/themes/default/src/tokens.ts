import { baseTokens, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';

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
  font: { body: fontStacks.systemSans, heading: fontStacks.systemSans },
});
