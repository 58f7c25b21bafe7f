import type { BackToTopPlacement, ScrollDirectionRules, ScrollDirectionState } from './scroll.types';

/** Under this distance from the top (px) the direction is always up (spec 4/9: near-top 150 px). */
export const SCROLL_NEAR_TOP_PX = 150;
/** Movement (px) must be larger than this before the direction changes (spec 4: threshold 1). */
export const SCROLL_DIRECTION_THRESHOLD_PX = 1;
/** Minimum time between two reads of the scroll position (spec 9: scroll throttle 300 ms). */
export const SCROLL_THROTTLE_MS = 300;
/** The back-to-top control appears this long after the page mounts (spec 2/9: back-to-top 1000 ms). */
export const BACK_TO_TOP_DELAY_MS = 1000;
/** Distance (px) of the back-to-top control from the right, the inline end (spec 2: 50 from the right). */
export const BACK_TO_TOP_INSET_INLINE_END_PX = 50;
/** Distance (px) of the back-to-top control from the bottom (spec 2: 150 from the bottom). */
export const BACK_TO_TOP_INSET_BLOCK_END_PX = 150;

/** Where a page starts: at the top, going nowhere, which counts as up. */
export const INITIAL_SCROLL_DIRECTION: ScrollDirectionState = { direction: 'up', anchorY: 0 };

/** The spec's scroll-direction rules. */
export const DEFAULT_SCROLL_DIRECTION_RULES: ScrollDirectionRules = {
  nearTopPx: SCROLL_NEAR_TOP_PX,
  thresholdPx: SCROLL_DIRECTION_THRESHOLD_PX,
};

/**
 * The scroll direction after reading position `y` (spec 4): under 150 px from
 * the top it is `up`; elsewhere it changes only when the page moved more than
 * the threshold since the direction was last decided. Small moves add up
 * (they are measured from `anchorY`), so a slow scroll still counts. Returns
 * `state` itself when nothing changed.
 *
 * @example
 * nextScrollDirection({ direction: 'up', anchorY: 400 }, 402) // { direction: 'down', anchorY: 402 }
 * nextScrollDirection({ direction: 'up', anchorY: 400 }, 401) // unchanged: moved only 1 px
 * nextScrollDirection({ direction: 'down', anchorY: 400 }, 149) // { direction: 'up', anchorY: 149 }
 */
export function nextScrollDirection(
  state: ScrollDirectionState,
  y: number,
  { nearTopPx, thresholdPx }: ScrollDirectionRules = DEFAULT_SCROLL_DIRECTION_RULES,
): ScrollDirectionState {
  if (y < nearTopPx) return state.direction === 'up' && state.anchorY === y ? state : { direction: 'up', anchorY: y };
  if (Math.abs(y - state.anchorY) <= thresholdPx) return state;
  return { direction: y > state.anchorY ? 'down' : 'up', anchorY: y };
}

/**
 * The fixed placement of the back-to-top control (spec 2): 50 px from the
 * inline end, 150 px from the bottom.
 *
 * @example
 * <button style={backToTopPlacement()}>Top</button>
 */
export function backToTopPlacement(): BackToTopPlacement {
  return {
    position: 'fixed',
    insetInlineEnd: BACK_TO_TOP_INSET_INLINE_END_PX,
    insetBlockEnd: BACK_TO_TOP_INSET_BLOCK_END_PX,
  };
}
