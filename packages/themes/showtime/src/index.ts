import { defineTheme } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Bold and dark: near-black pages, hot-pink accent, yellow sale tags, heavy capitals, superscript cents.
 *
 * @example
 * import { theme } from '@vitrine/theme-showtime';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'showtime', themeClass, tokens, settings, fonts });
export default theme;
export { fonts, settings, themeClass, tokens };
