import { defineTheme } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Classic and academic: paper-white pages, ink-blue accent, old-style serif text, small radii.
 *
 * @example
 * import { theme } from '@vitrine/theme-athena';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'athena', themeClass, tokens, settings, fonts });
export default theme;
export { fonts, settings, themeClass, tokens };
