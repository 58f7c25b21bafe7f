import { style } from '@vanilla-extract/css';
import { root as priceRoot } from '../Price/Price.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

/**
 * The title's own type, left out when the page gives its title a class of its
 * own (`titleClassName`): two classes setting the same property would let the
 * stylesheets' load order pick the size, and the shop loads them in another
 * order than Storybook does.
 */
export const titleType = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 'normal',
  textTransform: 'none',
  color: vars.color.onSurfaceSubtle,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each notice on a fill with its pair colour: warning uses `neutral`, since the contract has no warning pair. */
export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.neutral,
  color: vars.color.onNeutral,
  selectors: {
    '&[data-type="error"]': { backgroundColor: vars.color.critical, color: vars.color.onCritical },
    '&[data-type="success"]': { backgroundColor: vars.color.positive, color: vars.color.onPositive },
  },
});

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

/** Image | title & variant | unit price | quantity | line total; on phones the controls wrap under the title. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto auto auto`,
  gridTemplateAreas: '"image info unit quantity total"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  // A busy line keeps its colours (faded text would lose contrast): it is
  // aria-busy, says "updating" to screen readers and shows the progress pointer.
  selectors: { '&[data-pending]': { cursor: 'progress' } },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"image info total" "image quantity quantity"',
      columnGap: vars.space.md,
      alignItems: 'start',
    },
  },
});

export const thumbnail = style({
  gridArea: 'image',
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const lineTitle = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const variant = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  overflowWrap: 'anywhere',
});

export const unitPrice = style({ gridArea: 'unit', '@media': { [media.mobile]: { display: 'none' } } });

export const quantity = style({
  gridArea: 'quantity',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Each line control is its own form (it posts without JavaScript); inline, so the stepper and Remove sit side by side. */
export const lineForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const lineError = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});

export const code = style({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const remove = style({ fontSize: vars.fontSize.sm, textDecoration: 'underline', paddingInline: vars.space.xs });

export const lineTotalCell = style({ gridArea: 'total', justifySelf: 'end' });

export const lineTotal = style({
  selectors: { [`${priceRoot}&`]: { flexDirection: 'column', alignItems: 'flex-end', rowGap: vars.space['2xs'] } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignSelf: 'flex-end',
  inlineSize: '100%',
  maxInlineSize: vars.layout.drawerWidth,
  // Not faded while the cart updates, for the same reason: the section is aria-busy instead.
  selectors: { '[data-status="updating"] &': { cursor: 'progress' } },
});

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });

export const term = style({ margin: 0 });

export const value = style({ margin: 0, justifySelf: 'end' });

export const grandTotal = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space['2xl'],
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg });
