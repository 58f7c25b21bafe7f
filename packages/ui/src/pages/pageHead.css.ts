import { style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * The parts every list page shares (collections, all products, search,
 * policies): the page's column, its heading block and the toolbar with the
 * count and sort. Answers to the page's width (PageShell's container).
 */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** One column no wider than the page: a wide search field or filter row shrinks instead of pushing the page sideways. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
});
export const head = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: vars.fontSize['2xl'] } },
});
/** A comfortable measure for a line of introduction. */
export const lead = style({
  color: vars.color.onSurfaceSubtle,
  maxInlineSize: '60ch',
  lineHeight: vars.lineHeight.relaxed,
});
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });
export const empty = style({ paddingBlock: vars.space['2xl'], color: vars.color.onSurfaceSubtle });
