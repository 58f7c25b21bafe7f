import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '../contract/catalog';
import { LIST_SORTS, listPageHref, pageCount, pageSlots, readListQuery, readPage } from './paging';

const shape = (current: number, pages: number) =>
  pageSlots(current, pages).map((slot) => (slot.kind === 'gap' ? '…' : slot.page));

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

describe('list addresses', () => {
  it('reads sort and page, falling back to featured and 1', () => {
    expect(readListQuery(new URLSearchParams('sort=price-desc&page=3'))).toEqual({ sort: 'price-desc', page: 3 });
    expect(readListQuery(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({ sort: 'featured', page: 1 });
    expect(readListQuery(new URLSearchParams('page=two'))).toEqual({ sort: 'featured', page: 1 });
  });

  it('gives every page one address, leaving the defaults out', () => {
    expect(listPageHref('/collections/all', 'featured', 1)).toBe('/collections/all');
    expect(listPageHref('/collections/all', 'featured', 2)).toBe('/collections/all?page=2');
    expect(listPageHref('/collections/linen', 'newest', 1)).toBe('/collections/linen?sort=newest');
    expect(listPageHref('/collections/linen', 'title-asc', 4)).toBe('/collections/linen?sort=title-asc&page=4');
  });

  it('offers exactly the catalog API’s sort orders', () => {
    expect([...LIST_SORTS]).toEqual([...PRODUCT_SORTS]);
  });
});
