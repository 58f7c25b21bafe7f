import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { transform: 'scale(0.8)' } });

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
});

export const button = style({
  selectors: {
    // Not faded (the text would lose contrast): the heart pulses instead.
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const heart = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  fill: 'none',
  transitionProperty: 'fill, transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    // Only the heart turns the sale colour: the text keeps the button's contrast.
    [`${button}[data-state="on"] &`]: { fill: vars.color.sale, stroke: vars.color.sale },
    [`${button}[data-pending] &`]: { animation: `${pulse} ${vars.motion.list} ${vars.motion.easing} infinite` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.onSurfaceSubtle,
  selectors: {
    '&[data-outcome="full"], &[data-outcome="error"]': { color: vars.color.critical },
  },
});
