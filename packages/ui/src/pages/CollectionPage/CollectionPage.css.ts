import { style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The page answers to its own width (a container query), like every page composition. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const root = style({ containerType: 'inline-size', display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const head = style({ display: 'grid', gap: vars.space.sm });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: vars.fontSize['2xl'] } },
});
export const description = style({
  margin: 0,
  color: vars.color.onSurfaceSubtle,
  maxInlineSize: '60ch',
  lineHeight: vars.lineHeight.relaxed,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const empty = style({ margin: 0, paddingBlock: vars.space['2xl'], color: vars.color.onSurfaceSubtle });
