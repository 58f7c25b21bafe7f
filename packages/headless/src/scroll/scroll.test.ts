import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_DELAY_MS,
  BACK_TO_TOP_INSET_BLOCK_END_PX,
  BACK_TO_TOP_INSET_INLINE_END_PX,
  backToTopPlacement,
  nextScrollDirection,
  SCROLL_DIRECTION_THRESHOLD_PX,
  SCROLL_NEAR_TOP_PX,
  SCROLL_THROTTLE_MS,
} from './scroll';
import type { ScrollDirectionState } from './scroll.types';

const up = (anchorY: number): ScrollDirectionState => ({ direction: 'up', anchorY });
const down = (anchorY: number): ScrollDirectionState => ({ direction: 'down', anchorY });

describe('spec constants', () => {
  it('are near-top 150 px, threshold 1, throttle 300 ms, back-to-top 1000 ms at 50/150', () => {
    expect([SCROLL_NEAR_TOP_PX, SCROLL_DIRECTION_THRESHOLD_PX, SCROLL_THROTTLE_MS]).toEqual([150, 1, 300]);
    expect([BACK_TO_TOP_DELAY_MS, BACK_TO_TOP_INSET_INLINE_END_PX, BACK_TO_TOP_INSET_BLOCK_END_PX]).toEqual([
      1000, 50, 150,
    ]);
  });
});

describe('nextScrollDirection (spec 4)', () => {
  it('is up under 150 px from the top, even when moving down', () => {
    expect(nextScrollDirection(up(100), 149)).toEqual(up(149));
    expect(nextScrollDirection(down(400), 149)).toEqual(up(149));
    expect(nextScrollDirection(down(100), 0)).toEqual(up(0));
  });

  it('applies the threshold rule from 150 px on', () => {
    expect(nextScrollDirection(up(140), 150)).toEqual(down(150));
    expect(nextScrollDirection(up(300), 149)).toEqual(up(149));
    expect(nextScrollDirection(up(149), 150)).toEqual(up(149)); // moved 1 px: not beyond the threshold
    expect(nextScrollDirection(up(149), 151)).toEqual(down(151));
  });

  it('changes only after a move of more than 1 px', () => {
    const state = up(400);
    expect(nextScrollDirection(state, 401)).toBe(state);
    expect(nextScrollDirection(state, 402)).toEqual(down(402));
    const going = down(400);
    expect(nextScrollDirection(going, 399)).toBe(going);
    expect(nextScrollDirection(going, 398)).toEqual(up(398));
  });

  it('adds up small moves from where the direction was decided', () => {
    let state = up(400);
    state = nextScrollDirection(state, 401);
    expect(state.direction).toBe('up');
    state = nextScrollDirection(state, 402);
    expect(state).toEqual(down(402));
  });

  it('returns the same state when nothing changed near the top', () => {
    const state = up(10);
    expect(nextScrollDirection(state, 10)).toBe(state);
  });

  it('takes other rules', () => {
    expect(nextScrollDirection(up(400), 405, { nearTopPx: 0, thresholdPx: 5 }).direction).toBe('up');
    expect(nextScrollDirection(up(400), 406, { nearTopPx: 0, thresholdPx: 5 }).direction).toBe('down');
  });
});

describe('backToTopPlacement (spec 2)', () => {
  it('is fixed, 50 px from the inline end and 150 px from the bottom', () => {
    expect(backToTopPlacement()).toEqual({ position: 'fixed', insetInlineEnd: 50, insetBlockEnd: 150 });
  });
});
