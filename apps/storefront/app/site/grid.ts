import type { StyleRule } from '@vanilla-extract/css';
import { media, vars } from '@vitrine/ui/theme';

/** Product grids: four columns on desktop, two on phones. */
export const productGrid: StyleRule = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
};
