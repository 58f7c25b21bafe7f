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
