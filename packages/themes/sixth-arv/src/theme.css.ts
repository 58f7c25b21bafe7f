import { createTheme } from '@vanilla-extract/css';
import { themeBaseStyles, vars } from '@vitrine/ui/theme';
import { tokens } from './tokens';

/**
 * The theme class: sets every contract variable and the page's base colours
 * and type. Only this file emits CSS, so a shop that picks this theme loads
 * only its stylesheet.
 */
export const themeClass = createTheme(vars, tokens, 'sixth-arv');
themeBaseStyles(themeClass);
