import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
  // Not faded while a change is pending (faded text would lose contrast): the
  // choice is disabled, the fieldset aria-busy and a status says it is updating.
  selectors: { '&[data-pending]': { cursor: 'progress' } },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
    // An outline rather than a fill keeps every text colour on `surface`, where its contrast is promised.
    '&[data-state="checked"]': { boxShadow: `inset 0 0 0 ${vars.borderWidth.focus} ${vars.color.brandAccent}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A native radio (it posts without JavaScript), drawn through the contract: a ring, filled at its centre when chosen. */
export const radio = style({
  appearance: 'none',
  margin: 0,
  boxSizing: 'border-box',
  inlineSize: `calc(${vars.size.icon} * 0.85)`,
  blockSize: `calc(${vars.size.icon} * 0.85)`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.focus} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.brandAccent,
      backgroundImage: `radial-gradient(circle, ${vars.color.brandAccent} 0 35%, transparent 40%)`,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const title = style({ overflowWrap: 'anywhere' });

export const cost = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const regular = style({
  color: vars.color.onSurfaceSubtle,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
});
