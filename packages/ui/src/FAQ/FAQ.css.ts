import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({ color: vars.color.onSurface });

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});

export const item = style({ borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}` });

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  paddingBlock: vars.space.md,
  paddingInline: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const open = keyframes({ from: { blockSize: 0 }, to: { blockSize: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { blockSize: 'var(--radix-accordion-content-height)' }, to: { blockSize: 0 } });

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.list} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.list} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const answer = style({
  paddingBlockEnd: vars.space.md,
  color: vars.color.onSurfaceSubtle,
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${answer} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${answer} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${answer} a`, { color: vars.color.onSurface });

export const empty = style({ margin: 0, color: vars.color.onSurfaceSubtle });
