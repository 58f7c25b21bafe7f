import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.onSurface,
  fontFamily: vars.font.body,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
});
export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  overflowWrap: 'anywhere',
});
export const status = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.neutral,
  color: vars.color.onNeutral,
  selectors: {
    '&[data-status="delivered"]': { backgroundColor: vars.color.positive, color: vars.color.onPositive },
    '&[data-status="exception"], &[data-status="undelivered"], &[data-status="expired"], &[data-status="cancelled"], &[data-status="failed"]':
      { backgroundColor: vars.color.critical, color: vars.color.onCritical },
  },
});

/** Six steps in a row on desktop, a vertical list on mobile. */
export const stages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  selectors: {
    '&[data-state="complete"], &[data-state="current"]': { color: vars.color.onSurface },
    '&[data-state="current"]': { fontWeight: vars.fontWeight.bold },
    // The connector to the previous step, drawn from the inline start so it flips in RTL.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${vars.size.icon} / 2)`,
      insetInlineEnd: '50%',
      inlineSize: '100%',
      blockSize: vars.borderWidth.focus,
      backgroundColor: vars.color.border,
      zIndex: 0,
    },
    '&:not(:first-child)[data-state="complete"]::before, &:not(:first-child)[data-state="current"]::before': {
      backgroundColor: vars.color.brandAccent,
    },
  },
  '@media': {
    [media.mobile]: {
      flexDirection: 'row',
      textAlign: 'start',
      selectors: { '&:not(:first-child)::before': { display: 'none' } },
    },
  },
});

export const dot = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.focus} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  boxSizing: 'border-box',
  selectors: {
    [`${stage}[data-state="complete"] &`]: {
      backgroundColor: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    [`${stage}[data-state="current"] &`]: {
      borderColor: vars.color.brandAccent,
      boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.focusRing}`,
    },
  },
});

export const updates = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const events = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, auto) 1fr',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2xs'] } },
});
export const eventTime = style({ color: vars.color.onSurfaceSubtle });
export const eventText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
export const muted = style({ margin: 0, color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.sm });
export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
});
