import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
});

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

/** The form fields look like every other form of the kit: the kit's field, label and control. */
export { label, optional, control as input } from '../../Field/Field.css';
import { field as kitField, control } from '../../Field/Field.css';

export const field = style([kitField, { flex: '1 1 0' }]);

export const textarea = style([
  control,
  { minBlockSize: `calc(${vars.size.controlMd} * 2.5)`, paddingBlock: vars.space.xs, resize: 'vertical' },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const noteFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.sm,
});

export const checkoutForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const secure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
});

export const secureIcon = style({ inlineSize: vars.fontSize.sm, blockSize: vars.fontSize.sm });

export const continueLink = style({ alignSelf: 'center', color: vars.color.onSurface, fontSize: vars.fontSize.sm });

/** The store hides the discount-code input on one device (`cart_show_input_coupon`). */
export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const hiddenOnDesktop = style({ '@media': { [media.desktop]: { display: 'none' } } });
