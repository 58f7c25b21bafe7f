import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The field and its list: the list hangs under the field, over what follows. */
export const place = style({ position: 'relative', minInlineSize: 0 });

export const list = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: 20,
  margin: 0,
  marginBlockStart: vars.space['2xs'],
  padding: vars.space['2xs'],
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  maxBlockSize: '16em',
  overflowY: 'auto',
});

export const option = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"], &:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
  },
});
