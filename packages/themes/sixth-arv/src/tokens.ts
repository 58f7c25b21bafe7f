import { baseTokens, fontStacks, mergeTokens, type ThemeTokens } from '@vitrine/ui/theme';

/**
 * Sixth Arv theme tokens: start from `baseTokens` and state only what makes
 * your theme different. Every `onX` colour is the text colour on an `X`
 * background and must reach 4.5:1 contrast with it (`borderStrong` and
 * `focusRing` 3:1 against `surface`); the theme test checks each pair.
 */
export const tokens: ThemeTokens = mergeTokens(baseTokens, {
  color: {
    surface: '#fbfaf7',
    onSurface: '#22201c',
    onSurfaceSubtle: '#5d5850',
    surfaceRaised: '#ffffff',
    onSurfaceRaised: '#22201c',
    surfaceMuted: '#f0ede6',
    onSurfaceMuted: '#22201c',
    brandAccent: '#7a3e1d',
    onBrandAccent: '#ffffff',
    critical: '#a4262c',
    onCritical: '#ffffff',
    positive: '#2f6b3a',
    onPositive: '#ffffff',
    neutral: '#4f4a43',
    onNeutral: '#ffffff',
    sale: '#a4262c',
    onSale: '#ffffff',
    border: '#e4dfd5',
    borderStrong: '#857d70',
    focusRing: '#7a3e1d',
    overlay: 'rgb(34 32 28 / 0.5)',
  },
  font: { body: fontStacks.humanistSans, heading: fontStacks.oldStyleSerif },
  radius: { sm: '2px', md: '6px', lg: '12px' },
});
