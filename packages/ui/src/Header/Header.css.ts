import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../Button/Button.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content; the menu drawer sits above everything like the cart drawer. */
const Z_INDEX_HEADER = 700;
const Z_INDEX_DRAWER = 1000;

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: Z_INDEX_DRAWER,
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

/** Grid areas per layout (`data-layout`); on mobile every layout is menu · logo · actions. */
export const bar = style({
  boxSizing: 'border-box',
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  maxInlineSize: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  gridTemplateAreas: '"menu logo actions"',
  gridTemplateColumns: 'auto 1fr auto',
  '@media': {
    [media.desktop]: {
      selectors: {
        '[data-layout="classic"] &': { gridTemplateAreas: '"logo nav actions"', gridTemplateColumns: 'auto 1fr auto' },
        '[data-layout="centered"] &': { gridTemplateAreas: '". logo actions" "nav nav nav"', gridTemplateColumns: '1fr auto 1fr' },
        '[data-layout="minimal"] &': { gridTemplateAreas: '"menu logo actions"', gridTemplateColumns: '1fr auto 1fr' },
      },
    },
  },
});

export const menuButton = style({
  gridArea: 'menu',
  justifySelf: 'start',
  '@media': { [media.desktop]: { selectors: { '[data-layout="classic"] &, [data-layout="centered"] &': { display: 'none' } } } },
});

export const logo = style([
  focusRing,
  {
    gridArea: 'logo',
    justifySelf: 'start',
    color: 'inherit',
    textDecoration: 'none',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.heading,
    letterSpacing: vars.heading.letterSpacing,
    textTransform: vars.heading.textTransform,
    whiteSpace: 'nowrap',
    '@media': {
      [media.mobile]: { justifySelf: 'center', fontSize: vars.fontSize.lg },
      [media.desktop]: { selectors: { '[data-layout="centered"] &, [data-layout="minimal"] &': { justifySelf: 'center' } } },
    },
  },
]);

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  '@media': {
    [media.desktop]: {
      selectors: {
        '[data-layout="classic"] &': { display: 'block' },
        '[data-layout="centered"] &': { display: 'flex', justifyContent: 'center' },
      },
    },
  },
});

export const navList = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:hover, &[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: vars.space.xs } },
  },
]);

export const actions = style({ gridArea: 'actions', justifySelf: 'end', display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** Selectors sit with the actions on desktop and move into the menu drawer on mobile. */
export const selectors = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: vars.space.sm,
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const iconLink = style({ position: 'relative', color: 'inherit' });

/** Hidden on mobile, where the account and wish list move into the menu. */
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

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

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: `translateX(${drawerFrom})` }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: Z_INDEX_DRAWER,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.drawer} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The menu drawer slides in from the inline start (the right in Hebrew). */
export const drawer = style({
  vars: { [drawerFrom]: '-100%' },
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: Z_INDEX_DRAWER,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: `min(85%, ${vars.layout.drawerWidth})`,
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  animation: `${slideIn} ${vars.motion.drawer} ${vars.motion.easing}`,
  selectors: { '[dir="rtl"] &': { vars: { [drawerFrom]: '100%' } } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

export const drawerList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.lg });

export const drawerSelectors = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });
