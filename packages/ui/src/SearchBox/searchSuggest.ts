/** Pause after the last keystroke before suggestions are asked for, so fast typing sends one request. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Longest text sent for suggestions (the API's limit). */
export const SUGGEST_TEXT_MAX = 200;
/** Where suggestions come from: the store API's product search meta (spec 7: `products/meta/search`). */
export const SUGGEST_PATH = '/products/meta/search';

/**
 * The option the arrow keys move to: down from the last wraps to the first,
 * up from the first (or from none) goes to the last; -1 when there are none.
 *
 * @example
 * nextActiveIndex(-1, 'ArrowDown', 5) // 0
 * nextActiveIndex(0, 'ArrowUp', 5) // 4
 */
export function nextActiveIndex(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The text worth asking suggestions for: trimmed and cut to the limit; empty means "close the list". */
export function suggestText(value: string): string {
  return value.trim().slice(0, SUGGEST_TEXT_MAX);
}
