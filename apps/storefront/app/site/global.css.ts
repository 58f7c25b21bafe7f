import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

// Headings, paragraphs, lists and pictures inside a page are reset by the kit's PageShell (as in Storybook);
// heading type comes from the theme's base styles.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, minHeight: '100vh' });
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
