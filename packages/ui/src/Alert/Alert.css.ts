import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** A message above a form or a page section: the tone's fill with its pair colour (contrast promised by the theme). */
export const alert = recipe({
  base: {
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.focus,
      },
    },
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
      success: { backgroundColor: vars.color.positive, color: vars.color.onPositive },
      info: { backgroundColor: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted },
    },
  },
  defaultVariants: { tone: 'critical' },
});
export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
