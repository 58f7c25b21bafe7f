import type { CurrencyStyle } from '@vitrine/headless';

/**
 * Where the cart opens after add-to-cart (spec: drawer opens, otherwise the
 * shopper goes to /cart).
 */
export type CartType = 'drawer' | 'page';

/**
 * Where the currency selector sits. `global` (the spec's default) shows it in
 * the site-wide navigation: header on desktop, menu on mobile.
 */
export type CurrencySelectorType = 'global' | 'header' | 'footer';

/** `centsub` shows cents as superscript (`$12⁵⁰`); the type is owned by headless's price formatting. */
export type { CurrencyStyle };

/**
 * Header layouts:
 * - `classic`: logo at the inline start, navigation beside it, icons at the end.
 * - `centered`: logo centred, navigation on a row below.
 * - `minimal`: logo and icons only; navigation lives in the menu drawer.
 */
export type HeaderLayout = 'classic' | 'centered' | 'minimal';

/**
 * Product card layouts:
 * - `standard`: image, then title, price and swatches below it.
 * - `overlay`: title and price on a panel over the bottom of the image.
 * - `minimal`: image, then title and price on one line; no swatches.
 */
export type ProductCardLayout = 'standard' | 'overlay' | 'minimal';

/**
 * Product page gallery:
 * - `carousel`: one image at a time with thumbnails.
 * - `grid`: two-column grid of all images.
 * - `stacked`: images one under another beside a sticky buy box.
 */
export type GalleryLayout = 'carousel' | 'grid' | 'stacked';

/**
 * The home page hero:
 * - `split`: words beside the picture (stacked on phones, picture first).
 * - `fullBleed`: the picture across the whole window, the words over its lower part.
 * - `editorial`: words only, a centred display headline between rules, like a magazine cover line.
 * - `overlap`: a wide picture, the words on a raised card overlapping its lower edge.
 * - `banner`: a wide picture with the words centred under it.
 */
export type HeroLayout = 'split' | 'fullBleed' | 'editorial' | 'overlap' | 'banner';

/** Currency selector settings (spec: theme global `show_currency_selector`). */
export interface CurrencySelectorSettings {
  showSelector: boolean;
  selectorType: CurrencySelectorType;
  /** Also show the selector on checkout pages. */
  checkDisplay: boolean;
  /** Also show the selector in the cart. */
  cartDisplay: boolean;
  /** ISO 4217 code preferred over the visitor's country currency, or `'DEFAULT'` for none. */
  defaultCurrency: 'DEFAULT' | (string & {});
  /** Currencies offered; those without an exchange rate are hidden at run time. */
  currencyList: string[];
}

/** The spec's theme settings, read by the storefront (not by CSS). */
export interface ThemeSettings {
  cartType: CartType;
  /** The breadcrumb bar shows when either is on. */
  showBreadcrumbs: { headerModule: boolean; webNavigation: boolean };
  currencySelector: CurrencySelectorSettings;
  currencyStyle: CurrencyStyle;
  layout: { header: HeaderLayout; productCard: ProductCardLayout; gallery: GalleryLayout; hero: HeroLayout };
}

/** Currencies the spec's selector offers. */
export const SELECTOR_CURRENCIES = [
  'AUD',
  'CAD',
  'CNY',
  'EUR',
  'GBP',
  'JPY',
  'NZD',
  'USD',
  'MXN',
  'INR',
  'ARS',
  'UYU',
  'BRL',
  'RUB',
  'KRW',
] as const;

/**
 * The spec's defaults for every setting (spec 3: `currency_selector_type`
 * global, `defaullt_currency` DEFAULT, `currency_style` default): what a page
 * renders with before it knows the store's theme, and a theme's starting point.
 *
 * @example export const settings = { ...DEFAULT_THEME_SETTINGS, cartType: 'page' } satisfies ThemeSettings;
 */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze<ThemeSettings>({
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: true, webNavigation: false },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: false,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: [...SELECTOR_CURRENCIES],
  },
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel', hero: 'split' },
});

/** Where the site frame puts the currency selector, from `settings.currencySelector` (see {@link currencySelectorPlace}). */
export interface CurrencySelectorPlace {
  /** In the header: the bar on a desktop, and on a phone the bar (`header`) or the menu drawer (`global`). */
  inHeader: boolean;
  /** The header's `selectorPlacement`. */
  headerPlacement: Exclude<CurrencySelectorType, 'footer'>;
  /** In the footer instead. */
  inFooter: boolean;
}

/**
 * The one rule for the currency selector's place, read by the shop's frame
 * and by the page stories' frame alike, so Storybook shows it where the
 * shop does.
 *
 * @example const place = currencySelectorPlace(theme.settings.currencySelector);
 */
export function currencySelectorPlace(selector: CurrencySelectorSettings): CurrencySelectorPlace {
  const type = selector.showSelector ? selector.selectorType : null;
  return {
    inHeader: type === 'global' || type === 'header',
    headerPlacement: type === 'header' ? 'header' : 'global',
    inFooter: type === 'footer',
  };
}

const CART_TYPES: readonly CartType[] = ['drawer', 'page'];
const SELECTOR_TYPES: readonly CurrencySelectorType[] = ['global', 'header', 'footer'];
const CURRENCY_STYLES: readonly CurrencyStyle[] = ['default', 'centsub'];
const HEADER_LAYOUTS: readonly HeaderLayout[] = ['classic', 'centered', 'minimal'];
const CARD_LAYOUTS: readonly ProductCardLayout[] = ['standard', 'overlay', 'minimal'];
const GALLERY_LAYOUTS: readonly GalleryLayout[] = ['carousel', 'grid', 'stacked'];
/** Every hero layout, in the order a designer's control offers them. */
export const HERO_LAYOUTS: readonly HeroLayout[] = ['split', 'fullBleed', 'editorial', 'overlap', 'banner'];

/**
 * Lists what is missing or invalid in a settings object. Types already catch
 * most of this; the run-time check is for settings that come from JSON or a
 * theme written in JavaScript.
 *
 * @example
 * expect(validateThemeSettings(theme.settings)).toEqual([]);
 */
export function validateThemeSettings(settings: unknown): string[] {
  const problems: string[] = [];
  const s = (settings ?? {}) as Record<string, unknown>;
  const get = (path: string): unknown =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], s);
  const oneOf = (path: string, allowed: readonly string[]) => {
    const value = get(path);
    if (typeof value !== 'string' || !allowed.includes(value))
      problems.push(`${path} must be one of ${allowed.join(', ')}`);
  };
  const bool = (path: string) => {
    if (typeof get(path) !== 'boolean') problems.push(`${path} must be a boolean`);
  };
  oneOf('cartType', CART_TYPES);
  bool('showBreadcrumbs.headerModule');
  bool('showBreadcrumbs.webNavigation');
  bool('currencySelector.showSelector');
  oneOf('currencySelector.selectorType', SELECTOR_TYPES);
  bool('currencySelector.checkDisplay');
  bool('currencySelector.cartDisplay');
  const defaultCurrency = get('currencySelector.defaultCurrency');
  if (typeof defaultCurrency !== 'string' || !/^(DEFAULT|[A-Z]{3})$/.test(defaultCurrency)) {
    problems.push('currencySelector.defaultCurrency must be DEFAULT or an ISO 4217 code');
  }
  const list = get('currencySelector.currencyList');
  if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c))) {
    problems.push('currencySelector.currencyList must be a non-empty list of ISO 4217 codes');
  }
  oneOf('currencyStyle', CURRENCY_STYLES);
  oneOf('layout.header', HEADER_LAYOUTS);
  oneOf('layout.productCard', CARD_LAYOUTS);
  oneOf('layout.gallery', GALLERY_LAYOUTS);
  oneOf('layout.hero', HERO_LAYOUTS);
  return problems;
}
