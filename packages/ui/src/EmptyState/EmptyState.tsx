import type { ReactNode } from 'react';
import { BagIcon } from '../icons/icons';
import { button } from '../Button/Button.css';
import { Link } from '../Link/Link';
import { DEFAULT_EMPTY_STATE_LABELS, type EmptyStateKind, type EmptyStateLabels } from './labels';
import * as styles from './EmptyState.css';
import { useLabels } from '../kit/labels';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  kind: EmptyStateKind;
  /** The search the shopper typed (for `kind="search"`). */
  query?: string;
  /** Where the action goes; a link. Omit for no action (or pass `onAction` for a button). */
  actionHref?: string;
  /** Runs the action as a button, e.g. closing the cart drawer. */
  onAction?: () => void;
  /** Replaces the kind's icon. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<EmptyStateLabels>;
  className?: string;
}

const ICONS: Record<EmptyStateKind, ReactNode> = {
  cart: <BagIcon className={styles.iconSvg} />,
  search: (
    <svg
      className={styles.iconSvg}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  ),
  wishlist: (
    <svg
      className={styles.iconSvg}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  ),
  orders: (
    <svg
      className={styles.iconSvg}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10" />
    </svg>
  ),
};

/**
 * What an empty cart, search, wish list or order history shows: an icon,
 * a title, a line of help and one way forward. Presentational: the page knows
 * it is empty (from `useCart().lines`, search results, `useWishlist().count` …).
 *
 * Renders `data-empty` with the kind on the root.
 *
 * @example
 * {lines.length === 0 && <EmptyState kind="cart" actionHref="/collections/all" />}
 */
export function EmptyState({
  kind,
  query = '',
  actionHref,
  onAction,
  icon,
  headingLevel = 2,
  labels,
  className,
}: EmptyStateProps) {
  const text = useLabels('EmptyState', DEFAULT_EMPTY_STATE_LABELS, labels)[kind];
  const title = typeof text.title === 'function' ? text.title(query) : text.title;
  const Heading = `h${headingLevel}` as const;
  const actionClass = `${button({ variant: 'primary', size: 'md' })} ${styles.action}`;
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} data-empty={kind} aria-label={title}>
      <span className={styles.icon}>{icon ?? ICONS[kind]}</span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text.text}</p>
      {actionHref ? (
        <Link className={actionClass} href={actionHref}>
          {text.action}
        </Link>
      ) : onAction ? (
        <button type="button" className={actionClass} onClick={onAction}>
          {text.action}
        </button>
      ) : null}
    </section>
  );
}
