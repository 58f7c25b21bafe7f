import { describe, expect, it } from 'vitest';
import { clampQuantity, resolveTypedQuantity, stepQuantity, stripNonDigits } from './quantity';

describe('quantity rules', () => {
  it('strips everything but digits', () => {
    expect(stripNonDigits(' 1a2.5-')).toBe('125');
  });
  it('clamps to bounds', () => {
    expect(clampQuantity(0, { min: 1, max: 5 })).toBe(1);
    expect(clampQuantity(9, { min: 1, max: 5 })).toBe(5);
  });
  it('keeps the current value for empty or too-large input, clamps the rest', () => {
    const bounds = { current: 3, min: 1, max: 50 };
    expect(resolveTypedQuantity('', bounds)).toBe(3);
    expect(resolveTypedQuantity('abc', bounds)).toBe(3);
    expect(resolveTypedQuantity('100001', bounds)).toBe(3);
    expect(resolveTypedQuantity('99999999999999999999', bounds)).toBe(3);
    expect(resolveTypedQuantity('100000', bounds)).toBe(50);
    expect(resolveTypedQuantity('0', bounds)).toBe(1);
    expect(resolveTypedQuantity('7', bounds)).toBe(7);
  });
  it('steps by step and stops at the bounds', () => {
    expect(stepQuantity(4, 1, { min: 1, max: 5, step: 2 })).toBe(5);
    expect(stepQuantity(2, -1, { min: 1, max: 5, step: 3 })).toBe(1);
    expect(stepQuantity(2, 1, { min: 1, max: 50, step: 10 })).toBe(12);
  });
});
