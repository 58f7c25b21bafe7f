import { defineTheme } from '@vitrine/ui/theme';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Template: warm paper, a humanist sans with an old-style serif for headings,
 * a rust accent. Copy it with `pnpm create-theme <name>` and make it yours.
 *
 * @example
 * import { theme } from '@vitrine/theme-template';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
// System faces only; to self-host a web font, see README.md ("Fonts").
export const theme = defineTheme({ name: 'template', themeClass, tokens, settings, fonts: [] });
export default theme;
export { settings, themeClass, tokens };
