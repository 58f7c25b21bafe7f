import { style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The page answers to its own width (a container query), like every page composition. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const root = style({ containerType: 'inline-size', display: 'grid', gap: vars.space['3xl'], minInlineSize: 0 });

/** The hero: words beside the new arrivals' picture; stacked on phones, picture first. */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  paddingBlock: vars.space['3xl'],
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  selectors: {
    '&[data-has-image]': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', paddingBlock: vars.space.xl },
  },
  '@container': {
    [narrow]: {
      selectors: {
        '&&': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          paddingBlock: vars.space.lg,
          paddingInline: vars.space.md,
          gap: vars.space.lg,
        },
      },
    },
  },
});

export const heroText = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', maxInlineSize: '40em' });
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.heading.letterSpacing,
  color: vars.color.onSurfaceSubtle,
});
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});
export const heroLead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const heroImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  '@container': { [narrow]: { aspectRatio: '4 / 3', order: -1 } },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
});
export const sectionLink = style({ fontSize: vars.fontSize.sm, color: vars.color.onSurface });

export const collections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
