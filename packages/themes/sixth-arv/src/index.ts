import { defineTheme } from '@vitrine/ui/theme';
import { settings } from './settings';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/**
 * Sixth Arv: warm paper, a humanist sans with an old-style serif for headings,
 * a rust accent. Copy it with `pnpm create-theme <name>` and make it yours.
 *
 * @example
 * import { theme } from '@vitrine/theme-sixth-arv';
 * <html className={theme.themeClass} data-theme={theme.name}>
 */
export const theme = defineTheme({ name: 'sixth-arv', themeClass, tokens, settings });
export default theme;
export { settings, themeClass, tokens };
