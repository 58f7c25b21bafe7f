import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  marginBlockEnd: vars.space.lg,
  color: vars.color.onSurface,
  selectors: { '&[data-align="center"]': { alignItems: 'center', textAlign: 'center' } },
});

export const headingRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [`${root}[data-variant="page"] &`]: { fontSize: vars.fontSize['3xl'] },
    [`${root}[data-variant="section"] &`]: { fontSize: vars.fontSize.xl },
  },
  '@media': {
    [media.mobile]: {
      selectors: { [`${root}[data-variant="page"] &`]: { fontSize: vars.fontSize['2xl'] } },
    },
  },
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle, whiteSpace: 'nowrap' });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.onSurfaceSubtle,
  maxInlineSize: '65ch',
});
