import { describe, expect, it } from 'vitest';
import { pageCount, pageSlots, readPage } from './browse-paging';
import { nextActiveIndex, suggestText } from './browse-suggest';

const shape = (current: number, pages: number) => pageSlots(current, pages).map((slot) => (slot.kind === 'gap' ? '…' : slot.page));

describe('pagination', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('shows the ends, the current page and its neighbours, and gaps for the rest', () => {
    expect(shape(1, 1)).toEqual([1]);
    expect(shape(1, 5)).toEqual([1, 2, '…', 5]);
    expect(shape(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(shape(12, 12)).toEqual([1, '…', 11, 12]);
  });

  it('never hides a single page behind a gap', () => {
    expect(shape(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shape(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks exactly the current page', () => {
    const current = pageSlots(6, 12).filter((slot) => slot.kind === 'page' && slot.isCurrent);
    expect(current).toEqual([{ kind: 'page', page: 6, isCurrent: true }]);
  });

  it('reads the page of an address, 1 for anything unreadable', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams('page=99'), 10)).toBe(10);
  });
});

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
