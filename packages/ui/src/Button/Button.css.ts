import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Shared by every focusable control: a visible ring only for keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/**
 * Button styles, usable on `<button>` and on links that look like buttons.
 *
 * @example
 * <a className={button({ variant: 'secondary', fullWidth: true })} href="/cart">View cart</a>
 */
export const button = recipe({
  base: [
    focusRing,
    {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      borderRadius: vars.radius.md,
      border: `${vars.borderWidth.hairline} solid transparent`,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transitionProperty: 'background-color, color, border-color, opacity',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.onSurface,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    /** Square button holding only an icon (the icon needs an `aria-label`). */
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

/** Variant props accepted by {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
