import { createTheme } from '@vanilla-extract/css';
import { themeBaseStyles, themeFontFaces, vars } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { tokens } from './tokens';

/**
 * The Default theme class: sets every contract variable and the page's base
 * colours and type, and declares its fonts. Only this file emits CSS, so importing this theme loads
 * only its stylesheet.
 */
export const themeClass = createTheme(vars, tokens, 'default');
themeBaseStyles(themeClass);
themeFontFaces(fonts);
