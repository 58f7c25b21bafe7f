import { describe, expect, it } from 'vitest';
import { collectionPageHref, COLLECTION_SORTS, pageNumbers, parseCollectionQuery } from './showcase-collection';

describe('collection addresses', () => {
  it('reads sort and page, falling back to featured and 1', () => {
    expect(parseCollectionQuery(new URLSearchParams('sort=price-desc&page=3'))).toEqual({ sort: 'price-desc', page: 3 });
    expect(parseCollectionQuery(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({ sort: 'featured', page: 1 });
    expect(parseCollectionQuery(new URLSearchParams('page=two'))).toEqual({ sort: 'featured', page: 1 });
  });

  it('gives every page one address, leaving the defaults out', () => {
    expect(collectionPageHref('featured', 1)).toBe('?');
    expect(collectionPageHref('featured', 2)).toBe('?page=2');
    expect(collectionPageHref('newest', 1)).toBe('?sort=newest');
    expect(collectionPageHref('title-asc', 4)).toBe('?sort=title-asc&page=4');
  });

  it('offers the engine’s sort orders', () => {
    expect(COLLECTION_SORTS).toEqual(['featured', 'price-asc', 'price-desc', 'newest', 'title-asc']);
  });

  it('shortens long page lists around the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });
});
