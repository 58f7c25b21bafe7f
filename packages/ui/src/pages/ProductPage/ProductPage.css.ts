import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The page answers to its own width (a container query), so it lays out the
 * same in a phone-sized Storybook frame as on a phone.
 */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const root = style({ containerType: 'inline-size', display: 'grid', gap: vars.space['2xl'], minInlineSize: 0 });

/**
 * Gallery beside the buy box. The theme's gallery layout sets the balance:
 * a carousel shares the width, a grid of pictures takes most of it, stacked
 * pictures take two thirds and scroll past a sticky buy box.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)',
  alignItems: 'start',
  gap: vars.space['2xl'],
  selectors: {
    [`${root}[data-gallery="grid"] &`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    [`${root}[data-gallery="stacked"] &`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gap: vars.space['3xl'],
    },
  },
  '@container': {
    // One column on phones whatever the gallery layout: outweighs the layouts' selectors above.
    [narrow]: {
      selectors: { [`${root}[data-gallery] &&`]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
    },
  },
});

export const gallery = style({ minInlineSize: 0 });

/** The buy box stays in view beside a tall gallery (grid and stacked) on wide pages. */
export const details = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minInlineSize: 0,
  selectors: {
    [`${root}:is([data-gallery="grid"], [data-gallery="stacked"]) &`]: {
      position: 'sticky',
      insetBlockStart: vars.space.lg,
    },
  },
  '@container': { [narrow]: { selectors: { [`${root}[data-gallery] &&`]: { position: 'static' } } } },
});

export const vendor = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  overflowWrap: 'anywhere',
});

/** The rating line under the title: stars, average and a link to the reviews. */
export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurfaceSubtle,
  textDecoration: 'none',
});
export const ratingStars = style({ color: vars.color.onSurface, letterSpacing: vars.space['2xs'] });

export const price = style({ fontSize: vars.fontSize.lg });

/** The variant picker's box before its code arrives on a client-side navigation (a first load has it from the server). */
export const pickerBox = style({
  minBlockSize: `calc(2 * (${vars.size.controlMd} + ${vars.fontSize.sm} + ${vars.space.md}))`,
});

/** A row of small tools (size chart, wish list heart). */
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The box a tool holds before its code arrives on a client-side navigation (a first load has it from the server). */
export const toolBox = style({ display: 'block', minBlockSize: vars.size.controlMd });

/** The recent-purchases ticker's box: its height is reserved before its code arrives. */
export const salesBox = style({ minBlockSize: `calc(${vars.size.controlLg} + 2 * ${vars.space.sm})` });

/** The share links' row: reserved the same way. */
export const shareBox = style({ minBlockSize: vars.size.controlMd });

export const description = style({
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
  display: 'grid',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${description} > *`, { margin: 0 });

/** The sections below the buy box. */
/** One column no wider than the page: a wide form or row inside shrinks instead of pushing the page sideways. */
export const extras = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2xl'] });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

/* The sections' boxes while their code loads on a client-side navigation. */
export const placeholderHeading = style({ blockSize: vars.fontSize['2xl'], inlineSize: '40%' });
export const placeholderText = style({ blockSize: `calc(${vars.fontSize.md} * 8)` });
export const placeholderRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});
