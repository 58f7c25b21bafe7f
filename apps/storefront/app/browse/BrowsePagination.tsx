import { Link } from 'react-router';
import { useT } from '@vitrine/i18n';
import { pageCount, pageSlots } from './browse-paging';
import * as styles from './browse.css';

/**
 * Numbered page links with previous and next, as plain links (no JavaScript
 * needed). `hrefOf` builds the address of a page, keeping the other query
 * parameters (sort, filters) of the list.
 */
export function BrowsePagination({
  page,
  total,
  pageSize,
  hrefOf,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('browse.pagination')} className={styles.pagination} data-testid="pagination">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={styles.pageStep}>
          <span aria-hidden="true">‹ </span>
          {t('browse.previousPage')}
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" />
      )}
      <ol className={styles.pageList}>
        {pageSlots(page, pages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              {slot.isCurrent ? (
                <span className={styles.pageCurrent} aria-current="page" aria-label={t('browse.pageOf', { page, pages })}>
                  {slot.page}
                </span>
              ) : (
                <Link to={hrefOf(slot.page)} className={styles.pageLink} aria-label={t('browse.page', { page: slot.page })}>
                  {slot.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={styles.pageStep}>
          {t('browse.nextPage')}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" />
      )}
    </nav>
  );
}
