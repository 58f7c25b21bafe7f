import { style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style([
  focusRing,
  {
    flex: 1,
    minInlineSize: 0,
    minBlockSize: vars.size.controlMd,
    paddingInline: vars.space.sm,
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    textTransform: 'uppercase',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&::placeholder': { textTransform: 'none', color: vars.color.onSurfaceSubtle },
    },
  },
]);

/** Critical background with its pair colour: `critical` alone is not promised to contrast with `surface`. */
export const error = style({
  margin: 0,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.positive,
  color: vars.color.onPositive,
  // Not faded while removing (faded text would lose contrast): the button reads "Removing…".
  selectors: { '[data-pending] &': { cursor: 'progress' } },
});

export const code = style({
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.heading.letterSpacing,
  overflowWrap: 'anywhere',
});
