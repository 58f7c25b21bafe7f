import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content, below menus and dialogs. */
const Z_INDEX_FLOATING = 800;

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(50%)' }, to: { opacity: 1, transform: 'none' } });

/** Position (50 px from the inline end, 150 px from the bottom) comes from `useBackToTop` as inline style. */
export const button = style([
  focusRing,
  {
    zIndex: Z_INDEX_FLOATING,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.controlLg,
    blockSize: vars.size.controlLg,
    padding: 0,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.onSurfaceRaised,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    animationName: appear,
    animationDuration: vars.motion.list,
    animationTimingFunction: vars.motion.easing,
    selectors: {
      '&[hidden]': { display: 'none' },
      '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });
