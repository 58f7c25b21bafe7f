import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.onSurface,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const average = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
});
export const averageNumber = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const bars = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
});
export const bar = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.lg} 1fr ${vars.space.xl}`,
  alignItems: 'center',
  gap: vars.space.xs,
});
export const meter = style({
  blockSize: vars.space.xs,
  inlineSize: '100%',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  '::-webkit-progress-bar': { backgroundColor: vars.color.surfaceMuted },
  '::-webkit-progress-value': { backgroundColor: vars.color.onSurface },
  '::-moz-progress-bar': { backgroundColor: vars.color.onSurface },
});

export const stars = style({ display: 'inline-flex', gap: vars.space['2xs'], color: vars.color.onSurface });
export const star = style({
  inlineSize: vars.fontSize.md,
  blockSize: vars.fontSize.md,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  selectors: { '&[data-filled]': { fill: 'currentColor' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
export const reviewTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const reviewBody = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const byline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceSubtle });

export const pictures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const picture = style({
  display: 'block',
  inlineSize: vars.size.thumbnail,
  blockSize: vars.size.thumbnail,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minInlineSize: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
  color: vars.color.onSurfaceRaised,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});
export const label = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.onSurfaceSubtle,
  selectors: { '&[data-state="limit"]': { color: vars.color.critical } },
});
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});

const control = {
  padding: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
} as const;
export const input = style(control);
export const textarea = style([control, { minBlockSize: `calc(${vars.size.controlLg} * 3)`, resize: 'vertical' }]);

export const ratingInputs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] });
export const ratingInput = style([visuallyHidden, {}]);
export const ratingStar = style({
  display: 'inline-flex',
  color: vars.color.onSurfaceRaised,
  cursor: 'pointer',
  selectors: {
    [`${ratingInput}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
export const ratingStarIcon = style({
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  selectors: { [`${ratingStar}[data-filled] &`]: { fill: 'currentColor' } },
});

export const previews = style([pictures, {}]);
export const preview = style({ position: 'relative' });
export const removePicture = style({
  position: 'absolute',
  insetBlockStart: vars.space['2xs'],
  insetInlineEnd: vars.space['2xs'],
});
export const fileInput = style({ fontSize: vars.fontSize.sm });
export const removeIcon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });
