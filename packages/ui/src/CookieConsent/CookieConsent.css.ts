import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Above page content and the back-to-top button, below dialogs. */
const Z_INDEX_BANNER = 850;
const Z_INDEX_DIALOG = 1000;

const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

/** Non-modal: fixed to the bottom, the page stays readable and usable behind it. */
export const banner = style([
  panel,
  {
    position: 'fixed',
    insetInline: vars.space.md,
    insetBlockEnd: vars.space.md,
    zIndex: Z_INDEX_BANNER,
    maxInlineSize: vars.layout.containerMaxWidth,
    marginInline: 'auto',
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    selectors: {
      // The notice has one button: it sits beside the text, so the banner takes two rows, not three.
      '&[data-variant="notice"]': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
    },
    '@media': {
      // On a phone the banner covers as little of the page as it can.
      [media.mobile]: { insetInline: 0, insetBlockEnd: 0, borderRadius: 0, padding: vars.space.md, gap: vars.space.sm },
    },
  },
]);

/** Direct parts of the notice banner that span both of its columns (the title). */
const noticeWide = { selectors: { [`[data-variant="notice"] > &`]: { gridColumn: '1 / -1' } } } as const;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: Z_INDEX_DIALOG,
  backgroundColor: vars.color.overlay,
});

export const dialog = style([
  panel,
  {
    position: 'fixed',
    // Centred with physical offsets: a translate moves along x in both directions, so this stays centred right-to-left.
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: Z_INDEX_DIALOG,
    inlineSize: `min(calc(100% - ${vars.space.lg}), ${vars.layout.drawerWidth})`,
    maxBlockSize: `calc(100% - ${vars.space.lg})`,
    overflowY: 'auto',
    borderRadius: vars.radius.lg,
    selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.heading.letterSpacing,
  textTransform: vars.heading.textTransform,
  ...noticeWide,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const category = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurfaceMuted,
});

export const checkbox = style({ marginBlockStart: vars.space['2xs'], accentColor: vars.color.brandAccent });

export const categoryName = style({ fontWeight: vars.fontWeight.bold });

export const categoryDescription = style({ gridColumn: '2' });

export const legend = style({ marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.medium });
