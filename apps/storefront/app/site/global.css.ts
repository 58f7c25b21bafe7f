import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@vitrine/ui/theme';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, minHeight: '100vh' });
globalStyle('img', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
globalStyle('p', { margin: 0 });
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('ul, ol', { listStyle: 'none', margin: 0, padding: 0 });
