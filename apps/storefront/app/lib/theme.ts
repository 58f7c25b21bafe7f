import defaultTheme from '@vitrine/theme-default';

/**
 * The store's theme. Only this theme's stylesheet is bundled; choosing among
 * the five themes by store setting comes with the storefront's settings work.
 */
export const activeTheme = defaultTheme;

/** The store's theme for components (tokens class, name and settings). */
export function useStoreTheme() {
  return activeTheme;
}
