import type { ThemeTokens } from './contract.css';
import type { ThemeFont } from './fonts';
import type { ThemeSettings } from './settings';

/** A complete theme: the class that applies its tokens, the tokens as data, and its settings. */
export interface Theme {
  /** Lower-case id, e.g. `vogue`; the storefront puts it in `data-theme`. */
  readonly name: string;
  /** Class from `createTheme(vars, tokens)`; put it on `<html>` so portals are themed too. */
  readonly themeClass: string;
  /** The same tokens as data, for contrast tests and `<meta name="theme-color">`. */
  readonly tokens: ThemeTokens;
  readonly settings: ThemeSettings;
  /**
   * The theme's self-hosted web fonts (at most two latin woff2 files, e.g.
   * body and headings), declared by its `.css.ts` with `themeFontFaces` and
   * named first in `tokens.font`. The shop preloads them; `[]` for system faces only.
   */
  readonly fonts: readonly ThemeFont[];
}

/**
 * Declares a theme. Keeps the object typed and frozen, so a theme package can
 * not drift from the contract or be changed by a consumer at run time.
 *
 * @example
 * export const theme = defineTheme({ name: 'vogue', themeClass, tokens, settings, fonts: [jost, bodoniModa] });
 */
export function defineTheme(theme: Theme): Theme {
  return Object.freeze({
    ...theme,
    settings: Object.freeze(theme.settings),
    fonts: Object.freeze([...theme.fonts]),
  });
}
