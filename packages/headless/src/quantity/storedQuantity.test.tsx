import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INPUTNUM_STORAGE_KEY, readStoredQuantity, writeStoredQuantity } from './storedQuantity';
import { useStoredQuantity } from './useStoredQuantity';

beforeEach(() => sessionStorage.clear());

describe('inputnum storage', () => {
  it('keeps one entry per product id', () => {
    writeStoredQuantity(sessionStorage, 42, 3);
    writeStoredQuantity(sessionStorage, 7, 2);
    expect(JSON.parse(sessionStorage.getItem(INPUTNUM_STORAGE_KEY) ?? '')).toEqual({ 42: 3, 7: 2 });
    expect(readStoredQuantity(sessionStorage, 42, 1)).toBe(3);
    expect(readStoredQuantity(sessionStorage, '7', 1)).toBe(2);
    expect(readStoredQuantity(sessionStorage, 8, 1)).toBe(1);
  });

  it('ignores stored values outside 1–100000 and damaged entries', () => {
    sessionStorage.setItem(INPUTNUM_STORAGE_KEY, JSON.stringify({ 1: 0, 2: 100001, 3: 100000, 4: 2.5, 5: '3' }));
    expect(readStoredQuantity(sessionStorage, 1, 1)).toBe(1);
    expect(readStoredQuantity(sessionStorage, 2, 1)).toBe(1);
    expect(readStoredQuantity(sessionStorage, 3, 1)).toBe(100000);
    expect(readStoredQuantity(sessionStorage, 4, 1)).toBe(1);
    expect(readStoredQuantity(sessionStorage, 5, 1)).toBe(1);
    sessionStorage.setItem(INPUTNUM_STORAGE_KEY, '{not json');
    expect(readStoredQuantity(sessionStorage, 1, 1)).toBe(1);
    writeStoredQuantity(sessionStorage, 9, 4);
    expect(readStoredQuantity(sessionStorage, 9, 1)).toBe(4);
  });
});

describe('useStoredQuantity', () => {
  it('restores the stored quantity after mount and stores changes', () => {
    writeStoredQuantity(sessionStorage, 42, 5);
    const { result } = renderHook(() => useStoredQuantity(42));
    expect(result.current.quantity).toBe(5);
    act(() => result.current.setQuantity(2));
    expect(readStoredQuantity(sessionStorage, 42, 1)).toBe(2);
    const other = renderHook(() => useStoredQuantity(43));
    expect(other.result.current.quantity).toBe(1);
  });
});
