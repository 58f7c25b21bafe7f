import { style } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** The grid of collection cards (/collections). */
export const collectionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
