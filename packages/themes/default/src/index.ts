import { defineTheme } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Clean and neutral: white pages, system sans-serif, a calm blue accent, soft corners.
 *
 * @example
 * import { theme } from '@vitrine/theme-default';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'default', themeClass, tokens, settings, fonts });
export default theme;
export { fonts, settings, themeClass, tokens };
