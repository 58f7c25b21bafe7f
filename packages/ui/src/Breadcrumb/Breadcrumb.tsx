import { assignInlineVars } from '@vanilla-extract/dynamic';
import { BREADCRUMB_MAX_TEXT_WIDTH, type BreadcrumbItem } from '@vitrine/headless';
import { Link } from '../Link/Link';
import { DEFAULT_BREADCRUMB_LABELS, type BreadcrumbLabels } from './labels';
import * as styles from './Breadcrumb.css';
import { useLabels } from '../kit/labels';

/** Props of {@link Breadcrumb}: what `useBreadcrumb` returns, plus labels. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Whether the theme shows breadcrumbs; nothing renders when `false`. */
  isShown?: boolean;
  /** Max width of one item's text in CSS px (spec 2: 220). */
  maxTextWidth?: number;
  className?: string;
  labels?: Partial<BreadcrumbLabels>;
}

/**
 * The breadcrumb bar (spec 2): a `nav` landmark with an ordered list, the
 * current page last with `aria-current="page"`. Each text is cut with an
 * ellipsis at `maxTextWidth` (220 px) and keeps its full text in `title`.
 * Separators point along the reading direction, so they mirror in Hebrew.
 *
 * It takes `useBreadcrumb`'s result rather than calling it: the page that
 * owns the route name, title and page-meta breadcrumb calls the hook (and may
 * reuse the trail for structured data), so the bar stays a pure view.
 *
 * @example
 * const breadcrumb = useBreadcrumb({ routeName: 'product-index', title: product.title, settings });
 * <Breadcrumb {...breadcrumb} />
 */
export function Breadcrumb({
  items,
  isShown = true,
  maxTextWidth = BREADCRUMB_MAX_TEXT_WIDTH,
  className,
  labels,
}: BreadcrumbProps) {
  const text = useLabels('Breadcrumb', DEFAULT_BREADCRUMB_LABELS, labels);
  if (!isShown || items.length === 0) return null;
  return (
    <nav
      aria-label={text.navLabel}
      data-testid="breadcrumb"
      className={className ? `${styles.nav} ${className}` : styles.nav}
      style={assignInlineVars({ [styles.maxTextWidth]: `${maxTextWidth}px` })}
    >
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.href ?? 'current'}`} className={styles.item}>
            {index > 0 && (
              <svg
                className={styles.separator}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            )}
            {item.isCurrent || item.href === null ? (
              <span className={styles.current} aria-current="page" title={item.label}>
                {item.label}
              </span>
            ) : (
              <Link className={styles.link} href={item.href} title={item.label}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
