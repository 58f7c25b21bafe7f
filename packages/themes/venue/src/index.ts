import { defineTheme } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Warm and earthy: cream pages, terracotta accent, rounded corners, generous spacing.
 *
 * @example
 * import { theme } from '@vitrine/theme-venue';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'venue', themeClass, tokens, settings, fonts });
export default theme;
export { fonts, settings, themeClass, tokens };
