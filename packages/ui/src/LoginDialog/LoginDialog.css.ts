import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content and sticky headers, like the cart drawer. */
const Z_INDEX_DIALOG = 1000;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: Z_INDEX_DIALOG,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** A centred panel; a sheet from the bottom on phones. */
export const content = style({
  boxSizing: 'border-box',
  position: 'fixed',
  zIndex: Z_INDEX_DIALOG,
  // Centred with physical offsets: a translate moves along x in both directions, so this stays centred right-to-left.
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  inlineSize: `min(calc(100% - ${vars.space.xl}), ${vars.layout.drawerWidth})`,
  maxBlockSize: `calc(100% - ${vars.space.xl})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.mobile]: {
      insetBlockStart: 'auto',
      insetBlockEnd: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      transform: 'none',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      selectors: { '[dir="rtl"] &': { transform: 'none' } },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const description = style({ margin: 0, color: vars.color.onSurfaceSubtle, fontSize: vars.fontSize.sm });

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  boxSizing: 'border-box',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.hairline,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.borderWidth.focus },
  },
});

/** Field message: critical fill with its pair colour, whose contrast is promised. */
export const fieldError = style({
  margin: 0,
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
