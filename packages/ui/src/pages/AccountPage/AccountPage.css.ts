import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The signed-in pages: the account menu beside the page on desktop, above it on a phone. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.space['3xl']} * 4)) minmax(0, 1fr)`,
  gap: vars.space['2xl'],
  alignItems: 'start',
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  inlineSize: '100%',
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  overflowWrap: 'anywhere',
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xs } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.onSurfaceMuted,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

/** A page of its own (wish list, order tracking): centred in the container. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  inlineSize: '100%',
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minInlineSize: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const muted = style({ margin: 0, color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.sm });

export const intro = style({ margin: 0, color: vars.color.onSurfaceSubtle });

/** The sign-in, sign-up and password pages: one narrow card. */
export const authPage = style({
  display: 'flex',
  justifyContent: 'center',
  inlineSize: '100%',
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const authCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.space['3xl']} * 9)`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space['3xl']} * 5)), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-default="true"]': { borderColor: vars.color.borderStrong, borderWidth: vars.borderWidth.focus },
  },
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const inlineForm = style({ display: 'inline-flex', margin: 0 });

export const badge = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space['2xs'],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.neutral,
  color: vars.color.onNeutral,
  selectors: {
    '&[data-tone="positive"]': { backgroundColor: vars.color.positive, color: vars.color.onPositive },
    '&[data-tone="critical"]': { backgroundColor: vars.color.critical, color: vars.color.onCritical },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} dt`, { color: vars.color.onSurfaceSubtle });

export const lines = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: vars.space.md,
  alignItems: 'baseline',
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});

export const lineTitle = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  selectors: { '&[data-total="true"]': { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg } },
});
globalStyle(`${totalRow} dd`, { margin: 0 });

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The order history: a table on desktop, one card per order on a phone. */
export const orderList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const orderRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 0.8fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"number total" "date items" "status status"',
      gap: vars.space.xs,
    },
  },
});

export const orderNumber = style({
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.mobile]: { gridArea: 'number' } },
});
export const orderDate = style({ '@media': { [media.mobile]: { gridArea: 'date' } } });
export const orderStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { gridArea: 'status' } },
});
export const orderItems = style({ '@media': { [media.mobile]: { gridArea: 'items', justifySelf: 'end' } } });
export const orderTotal = style({ justifySelf: 'end', '@media': { [media.mobile]: { gridArea: 'total' } } });

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const wishGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space['3xl']} * 4)), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

export const wishItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[data-pending="true"]': { opacity: vars.opacity.pending } },
});

export const wishForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const trackingLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const separator = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.onSurfaceSubtle,
  fontSize: vars.fontSize.sm,
});

/** The sign-in and sign-up forms: fields and the button, stacked. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

/** The order history's column names: the row's layout on desktop, gone on a phone (each row says what it is). */
export const orderHead = style([
  orderRow,
  {
    paddingBlock: vars.space.xs,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceSubtle,
    '@media': { [media.mobile]: { display: 'none' } },
  },
]);

export const cell = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

/** Each wish card's forms: the option, add to cart and remove, stacked under the card. */
export const wishActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const wishMessage = style({ margin: 0, fontSize: vars.fontSize.sm });

/** Order detail: lines and totals beside the address and payment (stacked on a phone). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const lineMeta = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
