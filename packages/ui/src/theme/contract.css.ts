import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * Shape of the theme contract. Every leaf is a CSS custom property that a
 * theme must fill; components read them through {@link vars} and never use a
 * literal colour or size.
 *
 * Colour tokens come in pairs: `onX` is the text/icon colour to use on an `X`
 * background, and every pair must reach 4.5:1 contrast (see `auditTheme`).
 */
const contractShape = {
  /** `light` or `dark`: tells the browser how to draw scrollbars and native controls. */
  colorScheme: '',
  color: {
    surface: '',
    onSurface: '',
    /** Secondary text (variant titles, struck-through prices) on `surface` and `surfaceRaised`. */
    onSurfaceSubtle: '',
    /** Cards, drawers and other raised panels. */
    surfaceRaised: '',
    onSurfaceRaised: '',
    /** Placeholders, image wells, quiet backgrounds. */
    surfaceMuted: '',
    onSurfaceMuted: '',
    brandAccent: '',
    onBrandAccent: '',
    critical: '',
    onCritical: '',
    positive: '',
    onPositive: '',
    neutral: '',
    onNeutral: '',
    sale: '',
    onSale: '',
    /** Decorative dividers; no contrast requirement. */
    border: '',
    /** Borders of form controls: 3:1 against `surface` (WCAG 1.4.11). */
    borderStrong: '',
    focusRing: '',
    /** Backdrop behind modal dialogs and drawers. */
    overlay: '',
  },
  /** Font stacks: a theme's self-hosted face first (see `fontStack`), then system faces for other scripts. */
  font: {
    body: '',
    heading: '',
  },
  /**
   * The type scale. `display` is the home page hero's headline, the one size
   * a theme sets as a fluid `clamp()` (an editorial theme's is far larger
   * than a utilitarian one's); `2xl` and `3xl` may be fluid too.
   */
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '', display: '' },
  fontWeight: { regular: '', medium: '', bold: '', heading: '' },
  lineHeight: { tight: '', normal: '', relaxed: '' },
  /**
   * Headings only: editorial themes track and upper-case them. `displayLetterSpacing`
   * tracks the hero's display headline, which large type usually wants tighter (or,
   * in capitals, wider) than the other headings.
   */
  heading: { letterSpacing: '', textTransform: '', displayLetterSpacing: '' },
  space: { '2xs': '', xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '' },
  radius: { sm: '', md: '', lg: '', pill: '' },
  borderWidth: { hairline: '', focus: '' },
  shadow: { sm: '', md: '', lg: '' },
  /** Durations; `list` is the spec's 300 ms list animation (currency selector). */
  motion: { fast: '', list: '', drawer: '', easing: '' },
  size: {
    /** Height of small / medium / large controls (buttons, stepper). */
    controlSm: '',
    controlMd: '',
    controlLg: '',
    icon: '',
    swatch: '',
    /** Width of the product image in a cart line. */
    thumbnail: '',
  },
  layout: {
    containerMaxWidth: '',
    drawerWidth: '',
    /** Product grid density: columns on a wide page and on a phone-sized one (a plain integer, e.g. `4`). */
    gridColumns: '',
    gridColumnsNarrow: '',
    /** Picture shape of product cards (`aspect-ratio`, e.g. `4 / 5`; a fashion theme's portrait `3 / 4`). */
    cardAspectRatio: '',
    /** Space between the home page's sections. */
    sectionGap: '',
  },
  opacity: { disabled: '', pending: '' },
} as const;

/**
 * The theme contract as CSS variables (`var(--vt-color-surface)` ...).
 *
 * A *global* contract (fixed variable names) rather than hashed ones, so a
 * theme compiled in one build (a theme package's `dist`, Storybook, the
 * storefront's Vite) always agrees with components compiled in another.
 *
 * @example
 * style({ color: vars.color.onSurface, padding: vars.space.md })
 */
export const vars = createGlobalThemeContract(contractShape, (_value, path) => `vt-${path.join('-')}`);

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** Values a theme supplies for every contract variable (plain strings, CSS syntax). */
export type ThemeTokens = Leaves<typeof contractShape>;
