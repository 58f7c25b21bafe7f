import type { ProductSort } from '@vitrine/headless';

/** Sort orders of product lists (the catalog API's names; checked against the contract in the test). */
export const LIST_SORTS: readonly ProductSort[] = ['featured', 'price-asc', 'price-desc', 'newest', 'title-asc'];
/** Products on one page of /collections/all. */
export const ALL_PRODUCTS_PAGE_SIZE = 24;

/** The sort of a list from its query; `featured` for anything unknown. */
export function readListSort(params: URLSearchParams): ProductSort {
  const sort = params.get('sort');
  return (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured';
}

/** The address of one page of a sorted list; the default sort and page 1 stay out of the address. */
export function listHref(path: string, sort: ProductSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'featured') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
