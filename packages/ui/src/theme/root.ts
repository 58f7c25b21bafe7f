import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Registers the page-level styles every theme wants under its class: page
 * colours and body type on the element carrying the class (normally
 * `<html>`), headings in the heading font. Call it once from the theme's
 * `.css.ts` file, where vanilla-extract collects global styles.
 *
 * Kept as global styles on the one class from `createTheme`, so a theme is a
 * single class name (`classList.add(theme.themeClass)` works).
 *
 * @example
 * export const themeClass = createTheme(vars, tokens, 'vogue');
 * themeBaseStyles(themeClass);
 */
export function themeBaseStyles(themeClass: string): void {
  globalStyle(themeClass, {
    colorScheme: vars.colorScheme,
    backgroundColor: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    WebkitTextSizeAdjust: '100%',
    WebkitFontSmoothing: 'antialiased',
  });
  globalStyle(`${themeClass} :is(h1, h2, h3, h4, h5, h6)`, {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.heading,
    letterSpacing: vars.heading.letterSpacing,
    textTransform: vars.heading.textTransform,
    lineHeight: vars.lineHeight.tight,
  });
  globalStyle(`${themeClass} body`, { margin: 0 });
}
