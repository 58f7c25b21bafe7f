import { createContext, createElement, useContext, type ReactNode } from 'react';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@vitrine/ui/theme';

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
  /** Its web font files, preloaded by the document head (empty in development). */
  fonts: string[];
  /** A `?preview_theme=` preview rather than the merchant's chosen theme. */
  isPreview: boolean;
}

/** What renders before the root provides the store's theme (the root error page): the contract's defaults. */
const NO_THEME: StoreTheme = {
  name: 'default',
  themeClass: '',
  settings: DEFAULT_THEME_SETTINGS,
  stylesheets: [],
  fonts: [],
  isPreview: false,
};

const StoreThemeContext = createContext<StoreTheme>(NO_THEME);

/** Gives the tree the store's theme (from the root loader). */
export function StoreThemeProvider({ theme, children }: { theme: StoreTheme; children: ReactNode }) {
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
