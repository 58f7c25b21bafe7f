import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content; the skip link above everything when focused. */
const Z_INDEX_HEADER = 700;
const Z_INDEX_SKIP_LINK = 1000;

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: Z_INDEX_SKIP_LINK,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.brandAccent,
    color: vars.color.onBrandAccent,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const header = style({
  position: 'relative',
  zIndex: Z_INDEX_HEADER,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: vars.font.body,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

const classic = '[data-layout="classic"] &';
const centered = '[data-layout="centered"] &';
const minimal = '[data-layout="minimal"] &';

/**
 * Grid areas per layout (`data-layout`) and width. Phones: classic is
 * menu · logo · icons, centered adds a scrolling navigation row under a
 * centred logo, minimal leads with the logo and ends with the menu button.
 */
export const bar = style({
  boxSizing: 'border-box',
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  gridTemplateAreas: '"menu logo actions"',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  selectors: {
    // The sides keep their icons' width and share what is left equally, so the logo stays centred;
    // a name too long for the middle shortens with an ellipsis instead of running under the icons.
    [centered]: {
      gridTemplateAreas: '"menu logo actions" "nav nav nav"',
      gridTemplateColumns: '1fr minmax(0, max-content) 1fr',
    },
    [minimal]: { gridTemplateAreas: '"logo actions menu"', gridTemplateColumns: 'minmax(0, 1fr) auto auto' },
  },
  '@media': {
    [media.desktop]: {
      columnGap: vars.space.lg,
      rowGap: vars.space.sm,
      paddingInline: vars.space.lg,
      paddingBlock: vars.space.sm,
      selectors: {
        [classic]: {
          gridTemplateAreas: '"logo nav search actions"',
          gridTemplateColumns: `auto minmax(0, 1fr) minmax(0, calc(${vars.size.controlLg} * 3)) auto`,
        },
        [centered]: {
          gridTemplateAreas: '"search logo actions" "nav nav nav"',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          paddingBlockStart: vars.space.md,
        },
        [minimal]: {
          gridTemplateAreas: '"menu logo actions"',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        },
      },
    },
  },
});

/** The menu button: on every phone; on a desktop only in the minimal layout. */
export const menuButton = style({
  gridArea: 'menu',
  justifySelf: 'start',
  selectors: { [minimal]: { justifySelf: 'end' } },
  '@media': {
    [media.desktop]: {
      selectors: {
        [classic]: { display: 'none' },
        [centered]: { display: 'none' },
        [minimal]: { justifySelf: 'start' },
      },
    },
  },
});

export const logo = style([
  focusRing,
  {
    gridArea: 'logo',
    justifySelf: 'start',
    minInlineSize: 0,
    // Not aligned items size to their text; this keeps a long name inside its column (the ellipsis below).
    maxInlineSize: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: 'inherit',
    textDecoration: 'none',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.heading,
    letterSpacing: vars.heading.letterSpacing,
    textTransform: vars.heading.textTransform,
    whiteSpace: 'nowrap',
    selectors: { [centered]: { justifySelf: 'center' } },
    '@media': {
      [media.desktop]: {
        fontSize: vars.fontSize.xl,
        selectors: { [centered]: { fontSize: vars.fontSize['2xl'] }, [minimal]: { justifySelf: 'center' } },
      },
    },
  },
]);

/**
 * The navigation in the bar: beside the logo (classic, desktop) or on its own
 * row (centered: centred on a desktop, a row that scrolls sideways on a phone).
 */
export const nav = style({
  gridArea: 'nav',
  display: 'none',
  minInlineSize: 0,
  selectors: {
    [centered]: { display: 'block', overflowX: 'auto', scrollbarWidth: 'none', paddingBlockEnd: vars.space['2xs'] },
  },
  '@media': {
    [media.desktop]: {
      selectors: {
        [classic]: { display: 'block' },
        [centered]: { display: 'flex', justifyContent: 'center', overflowX: 'visible', paddingBlockEnd: 0 },
      },
    },
  },
});

export const navList = style({
  display: 'flex',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [media.desktop]: {
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
      // Beside the logo the links share the row with the search box: a smaller size keeps them on one line.
      selectors: { [classic]: { columnGap: vars.space.md, fontSize: vars.fontSize.sm } },
    },
  },
});

export const navLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.controlSm,
    color: 'inherit',
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover, &[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: vars.space.xs },
    },
  },
]);

/** The search box in the bar: desktops, classic and centered layouts; phones reach search by its icon and the menu. */
export const search = style({
  gridArea: 'search',
  display: 'none',
  minInlineSize: 0,
  '@media': {
    [media.desktop]: {
      selectors: {
        [classic]: { display: 'block' },
        [centered]: {
          display: 'block',
          justifySelf: 'start',
          inlineSize: `min(100%, calc(${vars.size.controlLg} * 6))`,
        },
      },
    },
  },
});

export const actions = style({
  gridArea: 'actions',
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
});

/**
 * Selectors sit with the icons on a desktop. On a phone they move into the
 * menu drawer (`global`), or the currency selector stays in the bar (`header`).
 */
export const selectors = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2xs'],
  selectors: { '[data-selectors="header"] &': { display: 'flex' } },
  '@media': { [media.desktop]: { display: 'flex', marginInlineEnd: vars.space.xs } },
});

export const currencySlot = style({ display: 'flex' });

/** The language selector joins the bar on a desktop only. */
export const languageSlot = style({ display: 'none', '@media': { [media.desktop]: { display: 'flex' } } });

export const iconLink = style({ position: 'relative', color: 'inherit' });

/** The search icon: phones, and desktops in the minimal layout (the others show the box). */
export const searchLink = style({
  '@media': { [media.desktop]: { selectors: { [classic]: { display: 'none' }, [centered]: { display: 'none' } } } },
});

/** Hidden on phones, where the account and wish list move into the menu (`&&`: over the button's own display). */
export const desktopOnly = style({ '@media': { [media.mobile]: { selectors: { '&&': { display: 'none' } } } } });

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

/** Marks the account icon while the shopper is signed in. */
export const signedInDot = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.positive,
  boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.surface}`,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minInlineSize: `calc(${vars.size.icon} * 0.9)`,
  paddingInline: vars.space['2xs'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  selectors: { '&[data-empty]': { display: 'none' } },
});

/** Where the menu drawer slides in from: off the inline-start edge. */
const drawerFrom = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${drawerFrom})` }, to: { transform: 'none' } });

/**
 * The menu drawer, a native popover (closed: `display: none` from the
 * browser). It slides in from the inline start (the right in Hebrew) over
 * the theme's overlay.
 */
export const drawer = style({
  vars: { [drawerFrom]: '-100%' },
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 'auto',
  insetBlock: 0,
  insetInlineStart: 0,
  margin: 0,
  border: 0,
  blockSize: '100%',
  maxBlockSize: '100%',
  inlineSize: `min(85%, ${vars.layout.drawerWidth})`,
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: {
    '&:popover-open': { display: 'flex', animation: `${slideIn} ${vars.motion.drawer} ${vars.motion.easing}` },
    '&::backdrop': { backgroundColor: vars.color.overlay },
    '[dir="rtl"] &': { vars: { [drawerFrom]: '100%' } },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&:popover-open': { animation: 'none' } } } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.lg,
});

export const drawerSelectors = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});
