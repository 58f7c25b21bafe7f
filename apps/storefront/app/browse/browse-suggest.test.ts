import { describe, expect, it } from 'vitest';
import { nextActiveIndex, suggestText } from './browse-suggest';

describe('suggestion keys', () => {
  it('moves through the list with the arrow keys, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('asks only for trimmed text within the limit', () => {
    expect(suggestText('  meri ')).toBe('meri');
    expect(suggestText('   ')).toBe('');
    expect(suggestText('x'.repeat(250))).toHaveLength(200);
  });
});
