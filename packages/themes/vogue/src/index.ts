import { defineTheme } from '@vitrine/ui/theme';
import { fonts } from './fonts';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Fashion editorial: black on white, Didone serif headings set in capitals, sharp corners, no shadows.
 *
 * @example
 * import { theme } from '@vitrine/theme-vogue';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'vogue', themeClass, tokens, settings, fonts });
export default theme;
export { fonts, settings, themeClass, tokens };
