import type { ProductSort } from '../contract';

/** Page numbers shown on either side of the current page in a pagination bar. */
const PAGE_NEIGHBOURS = 1;

/** One slot of a pagination bar: a page number, or a gap (`…`) standing for skipped pages. */
export type PageSlot = { kind: 'page'; page: number; isCurrent: boolean } | { kind: 'gap'; key: string };

/** How many pages `total` items fill at `pageSize` a page (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The slots of a pagination bar: always the first and last page, the current
 * page with its neighbours, and a gap where pages are skipped. A gap never
 * stands for a single page (that page is shown instead).
 *
 * @example
 * pageSlots(6, 12).map((s) => (s.kind === 'gap' ? '…' : s.page)) // [1, '…', 5, 6, 7, '…', 12]
 */
export function pageSlots(current: number, pages: number): PageSlot[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - PAGE_NEIGHBOURS; page <= current + PAGE_NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) slots.push({ kind: 'page', page: page - 1, isCurrent: page - 1 === current });
    else if (page - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', page, isCurrent: page === current });
    previous = page;
  }
  return slots;
}

/**
 * A page number from a query, within 1..`max` when known; 1 for anything
 * unreadable. Loaders use it so `?page=abc` shows the first page.
 */
export function readPage(params: URLSearchParams, max = 10_000): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

/**
 * The sort orders a product list offers, in menu order. Written out here: the
 * contract's list lives beside its zod schemas, which stay on the server.
 */
export const LIST_SORTS = [
  'featured',
  'price-asc',
  'price-desc',
  'newest',
  'title-asc',
] as const satisfies readonly ProductSort[];

/** A sort order of {@link LIST_SORTS}. */
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * Sort and page of a product list's address: an unknown sort is `featured`,
 * a missing or malformed page is 1.
 *
 * @example readListQuery(new URLSearchParams('sort=newest&page=3')); // { sort: 'newest', page: 3 }
 */
export function readListQuery(search: URLSearchParams): { sort: ListSort; page: number } {
  const requested = search.get('sort') ?? '';
  const sort = (LIST_SORTS as readonly string[]).includes(requested) ? (requested as ListSort) : 'featured';
  return { sort, page: readPage(search) };
}

/**
 * The address of one page of a product list in a sort order; the defaults
 * (featured, page 1) are left out so each page has one address.
 *
 * @example listPageHref('/collections/linen', 'newest', 2); // '/collections/linen?sort=newest&page=2'
 */
export function listPageHref(path: string, sort: ListSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'featured') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
