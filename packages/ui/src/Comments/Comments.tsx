import { useId } from 'react';
import { Button } from '../Button/Button';
import { CommentForm, type CommentFormProps } from './CommentForm';
import { DEFAULT_COMMENTS_LABELS, type CommentsLabels } from './labels';
import * as styles from './Comments.css';
import { useLabels } from '../kit/labels';

/** Comments a page (spec 3, 9: page 1, pageSize 10). */
export const COMMENTS_PAGE_SIZE = 10;

/** One comment of `GET /comments`: plain text, never HTML. */
export interface CommentItem {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

/** Props of {@link Comments}. */
export interface CommentsProps {
  /** The comments of the current page. */
  comments: readonly CommentItem[];
  /** Current page, from 1. */
  page: number;
  /** Comments in all pages (spec 3: total 0 when there are none). */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** `loading` dims the current page while the next one is fetched. */
  status?: 'idle' | 'loading' | 'error';
  onRetry?: () => void;
  /** Choices of the list's filter (sent as the `filter` query); no filter shown without them. */
  filters?: readonly { value: string; label: string }[];
  filter?: string;
  onFilterChange?: (filter: string) => void;
  /** Draws the comment form under the list (its `labels` come from this component's). */
  form?: Omit<CommentFormProps, 'labels'>;
  locale?: string;
  labels?: Partial<CommentsLabels>;
  className?: string;
}

/**
 * A product's comments, newest first, ten a page, with page links, an
 * optional filter and, with `form`, the comment form (a real form posting
 * `intent=comment` without JavaScript). Presentational: the page fetches
 * `GET /comments` with `page`, `pageSize` and the filter (`useComments`), and
 * passes the answer in. Comment bodies
 * are plain text (line breaks kept), never HTML.
 *
 * Renders `data-status` and `data-empty` on the root.
 *
 * @example
 * <Comments comments={data.data} page={data.page} total={data.total} onPageChange={setPage} />
 */
export function Comments({
  comments,
  page,
  total,
  pageSize = COMMENTS_PAGE_SIZE,
  onPageChange,
  status = 'idle',
  onRetry,
  filters,
  filter,
  onFilterChange,
  form,
  locale,
  labels,
  className,
}: CommentsProps) {
  const text = useLabels('Comments', DEFAULT_COMMENTS_LABELS, labels);
  const titleId = useId();
  const filterId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const isEmpty = total === 0 && comments.length === 0;

  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      aria-busy={status === 'loading'}
      data-status={status}
      data-empty={isEmpty ? '' : undefined}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text.title} {total > 0 && <span className={styles.count}>{text.count(total)}</span>}
        </h2>
        {filters && filters.length > 0 && (
          <span className={styles.filter}>
            <label htmlFor={filterId}>{text.filter}</label>
            <select
              id={filterId}
              className={styles.select}
              value={filter ?? filters[0]!.value}
              onChange={(e) => onFilterChange?.(e.target.value)}
            >
              {filters.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </span>
        )}
      </header>

      {status === 'error' ? (
        <div role="alert" className={styles.state}>
          <p>{text.error}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {text.retry}
            </Button>
          )}
        </div>
      ) : status === 'loading' && comments.length === 0 ? (
        <p role="status" className={styles.state}>
          {text.loading}
        </p>
      ) : isEmpty ? (
        <p className={styles.state}>{text.empty}</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.item}>
              <p className={styles.metaLine}>
                <span className={styles.author}>{comment.author}</span>
                <time className={styles.date} dateTime={comment.created_at}>
                  {dateFormat.format(new Date(comment.created_at))}
                </time>
              </p>
              <p className={styles.body}>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && status !== 'error' && (
        <nav aria-label={text.pagination}>
          <ul className={styles.pages}>
            <li>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                {text.previous}
              </Button>
            </li>
            {pageWindow(page, pageCount).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className={styles.pageNumber} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n} className={styles.pageNumber}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className={styles.pageButton}
                    aria-label={text.page(n)}
                    aria-current={n === page ? 'page' : undefined}
                    onClick={() => n !== page && onPageChange(n)}
                  >
                    {n}
                  </Button>
                </li>
              ),
            )}
            <li className={styles.pageSummary} aria-hidden="true">
              {page} / {pageCount}
            </li>
            <li>
              <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
                {text.next}
              </Button>
            </li>
          </ul>
        </nav>
      )}
      {form && <CommentForm {...form} labels={text} />}
    </section>
  );
}

/**
 * Page numbers to show: the first, the last and two either side of the
 * current one; `null` marks a gap, so long comment threads keep a short bar.
 *
 * @example
 * pageWindow(6, 12) // [1, null, 4, 5, 6, 7, 8, null, 12]
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}
