import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

export { srOnly } from '../site/layout.css';

export const page = style({ display: 'grid', gap: vars.space.md });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.lg } },
});

/** The gallery column: the kit's ProductGallery lays out its own slides and thumbnails. */
export const gallery = style({ minInlineSize: 0 });

export const details = style({
  display: 'grid',
  gap: vars.space.md,
  position: 'sticky',
  insetBlockStart: '88px',
  '@media': { [media.mobile]: { position: 'static' } },
});

export const vendor = style({
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  color: vars.color.onSurfaceSubtle,
});
export const title = style({ fontSize: vars.fontSize['3xl'] });
export const price = style({ fontSize: vars.fontSize.lg });
export const form = style({ display: 'grid', gap: vars.space.lg });

export const option = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const optionLegend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, padding: 0 });
export const optionValue = style({ fontWeight: vars.fontWeight.regular, color: vars.color.onSurfaceSubtle });
export const optionValues = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const optionItem = style({ position: 'relative' });

export const optionInput = style({
  position: 'absolute',
  opacity: 0,
  inlineSize: '1px',
  blockSize: '1px',
  margin: 0,
});

export const optionLabel = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlMd,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.onSurface,
  selectors: {
    [`${optionInput}:checked + &`]: {
      background: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${optionInput}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-available="false"]': { textDecoration: 'line-through', color: vars.color.onSurfaceSubtle },
  },
});

export const swatchLabel = style({
  display: 'inline-block',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: 'var(--swatch)',
  cursor: 'pointer',
  boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
  selectors: {
    [`${optionInput}:checked + &`]: { outline: `2px solid ${vars.color.onSurface}`, outlineOffset: '2px' },
    [`${optionInput}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: '3px',
    },
    '&[data-available="false"]': { opacity: vars.opacity.disabled },
  },
});

export const buyRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', flexWrap: 'wrap' });
export const addButton = style({ flex: 1, minInlineSize: '12rem' });
export const stockNote = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });
export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
export const description = style({
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
  display: 'grid',
  gap: vars.space.sm,
});
