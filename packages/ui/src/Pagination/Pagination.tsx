import { pageCount, pageSlots } from '@vitrine/headless';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import * as styles from './Pagination.css';

/** Texts of the pagination bar; override any of them to translate. */
export interface PaginationLabels {
  /** Names the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  /** "Go to page 3". */
  page: (page: number) => string;
  /** "Page 3 of 7", on the current page. */
  current: (page: number, pages: number) => string;
}

export const DEFAULT_PAGINATION_LABELS: PaginationLabels = {
  nav: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Go to page ${page}`,
  current: (page, pages) => `Page ${page} of ${pages}`,
};

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** Items in the whole list. */
  total: number;
  pageSize: number;
  /** The address of a page, keeping the list's other parameters (sort, filters). */
  hrefOf: (page: number) => string;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/**
 * Numbered page links with previous and next, as plain links (`rel="prev"`,
 * `rel="next"`): they work without JavaScript and search engines follow them.
 * The first and last pages, the current one and its neighbours are shown, a
 * gap (`…`) for the rest. Nothing is rendered for a list of one page.
 *
 * Renders `data-testid="pagination"`.
 *
 * @example
 * <Pagination page={2} total={130} pageSize={24} hrefOf={(n) => `/collections/all?page=${n}`} />
 */
export function Pagination({ page, total, pageSize, hrefOf, labels, className }: PaginationProps) {
  const text = useLabels('Pagination', DEFAULT_PAGINATION_LABELS, labels);
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={text.nav}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">‹ </span>
          {text.previous}
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.list}>
        {pageSlots(page, pages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              {slot.isCurrent ? (
                <span className={styles.current} aria-current="page" aria-label={text.current(page, pages)}>
                  {slot.page}
                </span>
              ) : (
                <Link href={hrefOf(slot.page)} className={styles.page} aria-label={text.page(slot.page)}>
                  {slot.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} rel="next" className={styles.step}>
          {text.next}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  );
}
