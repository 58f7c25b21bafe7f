import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  filterQuantityDraft,
  filterQuantityInput,
  isLargeQuantity,
  LARGE_QUANTITY_THRESHOLD,
  parseTypedQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  resolveTypedQuantity,
  stepQuantity,
  stripNonDigits,
} from './quantity';

describe('spec constants', () => {
  it('are min 1, max 100000, step 1 and the event threshold 100', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, LARGE_QUANTITY_THRESHOLD]).toEqual([1, 100000, 1, 100]);
  });
});

describe('filterQuantityInput (spec 5)', () => {
  it('returns 0 for falsy input', () => {
    expect(filterQuantityInput('')).toBe(0);
    expect(filterQuantityInput(0)).toBe(0);
    expect(filterQuantityInput(null)).toBe(0);
    expect(filterQuantityInput(undefined)).toBe(0);
  });
  it('strips non-digits', () => {
    expect(filterQuantityInput('1a2-3 ')).toBe(123);
    expect(filterQuantityInput(' 7 pcs')).toBe(7);
  });
  it('keeps one decimal point, the first, and rounds positive values', () => {
    expect(filterQuantityInput('2.4')).toBe(2);
    expect(filterQuantityInput('2.5')).toBe(3);
    expect(filterQuantityInput('2.49.9')).toBe(2); // 2.499, not 2.49 then .9 and not 2499
    expect(filterQuantityInput('1..5')).toBe(2); // 1.5
    expect(filterQuantityInput('.5')).toBe(1);
    expect(filterQuantityInput(3.6)).toBe(4);
  });
  it('does not round values that are not positive', () => {
    expect(filterQuantityInput('0')).toBe(0);
    expect(filterQuantityInput('0.0')).toBe(0);
  });
  it('falls back to the minimum 1 when nothing is left', () => {
    expect(filterQuantityInput('abc')).toBe(1);
    expect(filterQuantityInput('.')).toBe(1);
    expect(filterQuantityInput('-')).toBe(1);
  });
});

describe('filterQuantityDraft', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(filterQuantityDraft('1a2.5.0-')).toBe('12.50');
    expect(filterQuantityDraft('3x5')).toBe('35');
    expect(filterQuantityDraft('abc')).toBe('');
    expect(filterQuantityDraft('.')).toBe('.');
  });
});

describe('stripNonDigits', () => {
  it('keeps digits only', () => {
    expect(stripNonDigits(' 1a2.5-')).toBe('125');
  });
});

describe('clampQuantity', () => {
  it('clamps to the bounds and keeps values inside', () => {
    expect(clampQuantity(0, { min: 1, max: 5 })).toBe(1);
    expect(clampQuantity(1, { min: 1, max: 5 })).toBe(1);
    expect(clampQuantity(5, { min: 1, max: 5 })).toBe(5);
    expect(clampQuantity(6, { min: 1, max: 5 })).toBe(5);
  });
});

describe('parseTypedQuantity (spec 5)', () => {
  const bounds = { min: 1, max: QUANTITY_MAX };
  it('rejects input with no number', () => {
    expect(parseTypedQuantity('', bounds)).toEqual({ outcome: 'rejected', reason: 'not-a-number' });
    expect(parseTypedQuantity('abc', bounds)).toEqual({ outcome: 'rejected', reason: 'not-a-number' });
    expect(parseTypedQuantity('.', bounds)).toEqual({ outcome: 'rejected', reason: 'not-a-number' });
  });
  it('accepts 100000 and rejects 100001 and more', () => {
    expect(parseTypedQuantity('99999', bounds)).toEqual({ outcome: 'accepted', quantity: 99999, typed: 99999 });
    expect(parseTypedQuantity('100000', bounds)).toEqual({ outcome: 'accepted', quantity: 100000, typed: 100000 });
    expect(parseTypedQuantity('100001', bounds)).toEqual({ outcome: 'rejected', reason: 'too-large' });
    expect(parseTypedQuantity('9'.repeat(400), bounds)).toEqual({ outcome: 'rejected', reason: 'too-large' });
  });
  it('judges the rounded value against the limit', () => {
    expect(parseTypedQuantity('100000.4', bounds)).toEqual({ outcome: 'accepted', quantity: 100000, typed: 100000 });
    expect(parseTypedQuantity('100000.5', bounds)).toEqual({ outcome: 'rejected', reason: 'too-large' });
  });
  it('rejects above 100000 even when the stepper allows more, and clamps below it', () => {
    expect(parseTypedQuantity('100001', { min: 1, max: 500000 }).outcome).toBe('rejected');
    expect(parseTypedQuantity('100000', { min: 1, max: 50 })).toEqual({
      outcome: 'accepted',
      quantity: 50,
      typed: 100000,
    });
    expect(parseTypedQuantity('0', { min: 2, max: 50 })).toEqual({ outcome: 'accepted', quantity: 2, typed: 0 });
  });
});

describe('resolveTypedQuantity', () => {
  it('keeps the current value for rejected input, clamps the rest', () => {
    const bounds = { current: 3, min: 1, max: 50 };
    expect(resolveTypedQuantity('', bounds)).toBe(3);
    expect(resolveTypedQuantity('abc', bounds)).toBe(3);
    expect(resolveTypedQuantity('100001', bounds)).toBe(3);
    expect(resolveTypedQuantity('100000', bounds)).toBe(50);
    expect(resolveTypedQuantity('0', bounds)).toBe(1);
    expect(resolveTypedQuantity('7', bounds)).toBe(7);
    expect(resolveTypedQuantity('6.5', bounds)).toBe(7);
  });
});

describe('stepQuantity (spec 4)', () => {
  it('adds or subtracts one step and stops at the bounds', () => {
    expect(stepQuantity(2, 1, { min: 1, max: 50, step: 10 })).toBe(12);
    expect(stepQuantity(12, -1, { min: 1, max: 50, step: 10 })).toBe(2);
    expect(stepQuantity(4, 1, { min: 1, max: 5, step: 2 })).toBe(5);
    expect(stepQuantity(2, -1, { min: 1, max: 5, step: 3 })).toBe(1);
  });
});

describe('isLargeQuantity (spec 5)', () => {
  it('is true above 100 only', () => {
    expect(isLargeQuantity(99)).toBe(false);
    expect(isLargeQuantity(100)).toBe(false);
    expect(isLargeQuantity(101)).toBe(true);
  });
});
