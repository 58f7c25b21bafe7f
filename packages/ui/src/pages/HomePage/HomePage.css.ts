import { style } from '@vanilla-extract/css';
import { MOBILE_MAX_WIDTH } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { pageGutter } from '../pages.css';

/** The page answers to its own width (a container query), like every page composition. */
const narrow = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.layout.sectionGap,
  minInlineSize: 0,
  '@container': { [narrow]: { gap: `calc(${vars.layout.sectionGap} * 0.6)` } },
});

/**
 * The hero, in the theme's `settings.layout.hero` (`data-hero`). Every
 * variant reserves its picture's box with `aspect-ratio` before the picture
 * arrives, so nothing below it moves.
 */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  minInlineSize: 0,
  color: vars.color.onSurface,
  selectors: {
    // Words beside the picture, on a raised panel.
    '&[data-hero="split"]': {
      paddingBlock: vars.space['3xl'],
      paddingInline: vars.space.xl,
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceRaised,
      color: vars.color.onSurfaceRaised,
    },
    '&[data-hero="split"][data-has-image]': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      paddingBlock: vars.space.xl,
    },
    // The picture from one edge of the window to the other, the words over its lower part.
    // The box keeps its shape (and grows only if the words need more), the picture covers it.
    // (The overlap hero does the same on wide pages.)
    '&[data-hero="fullBleed"]': {
      position: 'relative',
      alignItems: 'end',
      aspectRatio: '2 / 1',
      marginInline: `calc(-1 * ${pageGutter})`,
      marginBlockStart: `calc(-1 * ${vars.space.lg})`,
      overflow: 'hidden',
    },
    // Words only, centred between two rules: a cover line.
    '&[data-hero="editorial"]': {
      justifyItems: 'center',
      textAlign: 'center',
      paddingBlock: vars.space['2xl'],
      borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.onSurface}`,
    },
    // A wide picture, the words on a raised card over its lower corner (below its lower edge on phones).
    '&[data-hero="overlap"]': {
      position: 'relative',
      aspectRatio: '2 / 1',
      alignItems: 'end',
      justifyItems: 'start',
      gap: 0,
    },
    // A wide picture, the words centred under it.
    '&[data-hero="banner"]': { justifyItems: 'center', textAlign: 'center', gap: vars.space.xl },
  },
  '@container': {
    [narrow]: {
      selectors: {
        '&[data-hero="split"], &[data-hero="split"][data-has-image]': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          paddingBlock: vars.space.lg,
          paddingInline: vars.space.md,
          gap: vars.space.lg,
        },
        '&[data-hero="editorial"]': { paddingBlock: vars.space['2xl'] },
        '&[data-hero="banner"]': { gap: vars.space.lg },
        '&[data-hero="fullBleed"]': { aspectRatio: '4 / 5' },
        '&[data-hero="overlap"]': { aspectRatio: 'auto' },
      },
    },
  },
});

export const heroText = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxInlineSize: '40em',
  minInlineSize: 0,
  selectors: {
    [`${hero}[data-hero="fullBleed"] &`]: {
      // Above the picture, which comes after the words in the document.
      position: 'relative',
      zIndex: 1,
      maxInlineSize: 'none',
      paddingInline: pageGutter,
      paddingBlockStart: vars.space['3xl'],
      paddingBlockEnd: vars.space.xl,
      // The page's colour rises behind the words, so they read on any picture (contrast as on the page).
      background: `linear-gradient(to top, ${vars.color.surface} 45%, transparent)`,
    },
    [`${hero}[data-hero="editorial"] &`]: { justifyItems: 'center', maxInlineSize: 'none' },
    [`${hero}[data-hero="banner"] &`]: { justifyItems: 'center', maxInlineSize: '48em' },
    [`${hero}[data-hero="overlap"] &`]: {
      position: 'relative',
      zIndex: 1,
      maxInlineSize: '30em',
      margin: vars.space.xl,
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceRaised,
      color: vars.color.onSurfaceRaised,
      boxShadow: vars.shadow.md,
    },
  },
  '@container': {
    [narrow]: {
      selectors: {
        [`${hero}[data-hero="overlap"] &`]: {
          marginBlock: `calc(-1 * ${vars.space.xl}) 0`,
          marginInline: vars.space.sm,
          padding: vars.space.lg,
        },
        [`${hero}[data-hero="fullBleed"] &`]: { paddingBlockStart: vars.space['2xl'], paddingBlockEnd: vars.space.lg },
      },
    },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.heading.letterSpacing,
  color: vars.color.onSurfaceSubtle,
  selectors: {
    [`${hero}[data-hero="split"] &, ${hero}[data-hero="overlap"] &`]: { color: vars.color.onSurfaceRaised },
    [`${hero}[data-hero="fullBleed"] &`]: { color: vars.color.onSurface, fontWeight: vars.fontWeight.bold },
  },
});

/** The headline: the theme's display size, tracking and case. */
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.heading.displayLetterSpacing,
  textTransform: vars.heading.textTransform as 'none',
  textWrap: 'balance',
  selectors: {
    // Beside a picture the headline has half the width: the theme's largest heading size, not its display size.
    [`${hero}[data-hero="split"] &, ${hero}[data-hero="overlap"] &`]: { fontSize: vars.fontSize['3xl'] },
  },
});
export const heroLead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxInlineSize: '36em',
});
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { [`${hero}[data-hero="editorial"] &, ${hero}[data-hero="banner"] &`]: { justifyContent: 'center' } },
});

/** The banner hero's pictures: three of the newest products in a row, above the words. */
export const heroTriptych = style({
  order: -1,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  inlineSize: '100%',
  '@container': { [narrow]: { gap: vars.space.xs } },
});

export const heroImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  selectors: {
    [`${hero}[data-hero="fullBleed"] &`]: {
      position: 'absolute',
      inset: 0,
      blockSize: '100%',
      aspectRatio: 'auto',
      borderRadius: 0,
    },
    // The words come first in the document (the headline is what a screen reader meets); the picture is drawn above them.
    [`${hero}[data-hero="overlap"] &`]: {
      position: 'absolute',
      inset: 0,
      blockSize: '100%',
      aspectRatio: 'auto',
      borderRadius: vars.radius.lg,
    },
    [`${hero}[data-hero="banner"] &`]: { order: -1, aspectRatio: '5 / 2', borderRadius: vars.radius.sm },
    [`${hero} ${heroTriptych} &`]: { aspectRatio: '1 / 1' },
  },
  '@container': {
    [narrow]: {
      selectors: {
        [`${hero}[data-hero="split"] &`]: { aspectRatio: '4 / 3', order: -1 },
        [`${hero}[data-hero="overlap"] &`]: { position: 'static', blockSize: 'auto', aspectRatio: '4 / 3', order: -1 },
      },
    },
  },
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
