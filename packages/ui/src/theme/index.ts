/**
 * `@vitrine/ui/theme`: the contract themes implement, and the kit that checks them.
 * Imports nothing from React, so theme packages stay CSS + data.
 */
export { vars } from './contract.css';
export type { ThemeTokens } from './contract.css';
export { baseTokens, fontStacks, mergeTokens } from './baseTokens';
export type { TokenOverrides } from './baseTokens';
export { defineTheme } from './defineTheme';
export type { Theme } from './defineTheme';
export { themeBaseStyles } from './root';
export {
  defineThemeFont,
  fallbackFamily,
  fallbackOverrides,
  fontStack,
  LATIN_UNICODE_RANGE,
  MAX_THEME_FONT_FILES,
  themeFontFaces,
  themeFontProblems,
} from './fonts';
export type { FallbackFace, FontFamilyMetrics, ThemeFont } from './fonts';
export { MOBILE_MAX_WIDTH, media } from './breakpoints';
export {
  currencySelectorPlace,
  DEFAULT_THEME_SETTINGS,
  HERO_LAYOUTS,
  SELECTOR_CURRENCIES,
  validateThemeSettings,
} from './settings';
export type {
  CartType,
  CurrencySelectorPlace,
  CurrencySelectorSettings,
  CurrencySelectorType,
  CurrencyStyle,
  GalleryLayout,
  HeaderLayout,
  HeroLayout,
  ProductCardLayout,
  ThemeSettings,
} from './settings';
export { contrastRatio, parseColor, TEXT_CONTRAST_MIN, UI_CONTRAST_MIN } from './contrast';
export { auditTheme, CONTRAST_PAIRS } from './audit';
export type { ContrastPair, ContrastResult, ThemeAudit } from './audit';
