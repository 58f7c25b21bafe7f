/** Built by `vitrineThemes()` (site-themes.vite.ts) from the storefront's `@vitrine/theme-*` dependencies. */
declare module 'virtual:vitrine/themes' {
  /** Every installed theme, the default theme first. */
  export const INSTALLED_THEMES: ReadonlyArray<{
    /** The theme's name (`vogue` for `@vitrine/theme-vogue`). */
    name: string;
    packageName: string;
    theme: import('@vitrine/ui/theme').Theme;
    /** Key of the theme's entry in the client build's Vite manifest. */
    manifestKey: string;
  }>;
}

declare module 'virtual:vitrine/theme-modules' {
  /** Each installed theme's module, loaded on demand (its own chunk and stylesheet). */
  export const THEME_MODULES: Readonly<Record<string, () => Promise<unknown>>>;
}
