import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above the sticky header, the cookie banner and the back-to-top button, as the kit's other dialogs. */
const Z_INDEX_DIALOG = 1000;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: Z_INDEX_DIALOG,
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  zIndex: Z_INDEX_DIALOG,
  // Centred with physical offsets: a translate moves along x in both directions, so this stays centred right-to-left.
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: `min(calc(100% - ${vars.space.lg} * 2), ${vars.layout.drawerWidth})`,
  maxBlockSize: `calc(100% - ${vars.space.lg} * 2)`,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
  '@media': {
    // A sheet from the bottom on phones: the table needs the whole width.
    [media.mobile]: {
      insetBlockStart: 'auto',
      insetBlockEnd: 0,
      insetInlineStart: 0,
      transform: 'none',
      inlineSize: '100%',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      selectors: { '[dir="rtl"] &': { transform: 'none' } },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const units = style({ display: 'inline-flex', alignSelf: 'flex-start', gap: vars.space['2xs'] });

export const unit = style({
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.onSurfaceRaised, color: vars.color.surfaceRaised },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'bottom',
  paddingBlockStart: vars.space.xs,
  textAlign: 'start',
  fontSize: vars.fontSize.xs,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start', fontWeight: vars.fontWeight.medium } },
});

export const headCell = style([cell, { fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' }]);

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const state = style({ margin: 0, paddingBlock: vars.space.lg, textAlign: 'center' });
