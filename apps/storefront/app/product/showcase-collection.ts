import type { ProductSort } from '@vitrine/headless';

/**
 * The sort orders a collection offers, in menu order. Written out here: the
 * contract's list lives beside its zod schemas, which stay on the server.
 */
export const COLLECTION_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'title-asc'] as const satisfies readonly ProductSort[];

/** Page numbers shown on each side of the current one before the list is shortened with a gap. */
const PAGE_NEIGHBOURS = 1;

/**
 * Sort and page of a collection address: an unknown sort is `featured`, a
 * missing or malformed page is 1.
 *
 * @example parseCollectionQuery(new URLSearchParams('sort=newest&page=3')); // { sort: 'newest', page: 3 }
 */
export function parseCollectionQuery(search: URLSearchParams): { sort: ProductSort; page: number } {
  const requested = search.get('sort') ?? '';
  const sort = (COLLECTION_SORTS as readonly string[]).includes(requested) ? (requested as ProductSort) : 'featured';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return { sort, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

/**
 * The relative address of one page of a collection in a sort order; the
 * defaults (featured, page 1) are left out so each page has one address.
 *
 * @example collectionPageHref('newest', 2); // '?sort=newest&page=2'
 */
export function collectionPageHref(sort: ProductSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'featured') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * The page links to show: the first, the last, the current one and its
 * neighbours, with `null` where pages are left out.
 *
 * @example pageNumbers(5, 10); // [1, null, 4, 5, 6, null, 10]
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const shown = new Set<number>([1, total]);
  for (let n = current - PAGE_NEIGHBOURS; n <= current + PAGE_NEIGHBOURS; n += 1) {
    if (n >= 1 && n <= total) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push(n - previous === 2 ? n - 1 : null);
    result.push(n);
  });
  return result;
}
