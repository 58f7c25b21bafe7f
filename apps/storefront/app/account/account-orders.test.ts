import { describe, expect, it } from 'vitest';
import { pageFromQuery } from './account-orders';

describe('pageFromQuery', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['999999', 1],
  ])('%j → page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});
