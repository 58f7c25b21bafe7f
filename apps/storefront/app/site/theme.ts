import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ThemeSettings } from '@vitrine/ui/theme';

/**
 * The store's theme as the page uses it: its name, the class that applies its
 * tokens (on `<html>`), its settings, and the stylesheet(s) that hold its CSS.
 * The root loader picks it (store setting, or a preview cookie), so no theme
 * package is imported by browser code and only the chosen theme's CSS loads.
 */
export interface StoreTheme {
  name: string;
  themeClass: string;
  settings: ThemeSettings;
  /** Built CSS files of this theme (empty in development, where the module is imported instead). */
  stylesheets: string[];
  /** A `?preview_theme=` preview rather than the merchant's chosen theme. */
  isPreview: boolean;
}

/**
 * Settings of the default theme, for code that renders before the root
 * provides the store's theme (and the deprecated `activeTheme`). A test keeps
 * it equal to `@vitrine/theme-default`'s settings.
 */
export const FALLBACK_THEME_SETTINGS: ThemeSettings = {
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: true, webNavigation: false },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: false,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'JPY', 'NZD', 'USD', 'MXN', 'INR', 'ARS', 'UYU', 'BRL', 'RUB', 'KRW'],
  },
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel' },
};

const FALLBACK_THEME: StoreTheme = {
  name: 'default',
  themeClass: '',
  settings: FALLBACK_THEME_SETTINGS,
  stylesheets: [],
  isPreview: false,
};

const StoreThemeContext = createContext<StoreTheme>(FALLBACK_THEME);

/** The theme the latest render provided; only the deprecated `activeTheme` reads it. */
let lastProvidedTheme: StoreTheme = FALLBACK_THEME;

/** Gives the tree the store's theme (from the root loader). */
export function StoreThemeProvider({ theme, children }: { theme: StoreTheme; children: ReactNode }) {
  lastProvidedTheme = theme;
  return createElement(StoreThemeContext.Provider, { value: theme }, children);
}

/**
 * The store's theme for components: name, class, settings.
 *
 * @example
 * const { settings } = useStoreTheme();
 * <ProductCard layout={settings.layout.productCard} />
 */
export function useStoreTheme(): StoreTheme {
  return useContext(StoreThemeContext);
}

/**
 * @deprecated Read `useStoreTheme()` in a component instead. Kept for code
 * written before themes were chosen per store: it follows the theme the root
 * last rendered with (the store's theme; during concurrent server renders of
 * different preview themes it may lag behind, which `useStoreTheme` never does).
 */
export const activeTheme: Pick<StoreTheme, 'name' | 'themeClass' | 'settings'> = {
  get name() {
    return lastProvidedTheme.name;
  },
  get themeClass() {
    return lastProvidedTheme.themeClass;
  },
  get settings() {
    return lastProvidedTheme.settings;
  },
};
