import { describe, expect, it } from 'vitest';
import { allocate, formatMoney, percentOf } from './money';

describe('money', () => {
  it('rounds a percentage half up to minor units', () => {
    expect(percentOf(1999, 1000)).toBe(200); // 199.9
    expect(percentOf(1005, 1000)).toBe(101); // 100.5 rounds up
    expect(percentOf(1004, 1000)).toBe(100); // 100.4 rounds down
  });

  it('allocates exactly, remainder to the largest fraction and on a tie to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [1, 2])).toEqual([3, 7]); // 3.33 / 6.67: the larger fraction wins
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const shares = allocate(999, [333, 333, 334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });

  it('never gives a part more than its weight', () => {
    expect(allocate(3, [1, 1, 1])).toEqual([1, 1, 1]);
  });

  it('formats money for messages', () => {
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });
});
