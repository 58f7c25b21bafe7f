import type { ReactNode } from 'react';
import { DEFAULT_TITLES_LABELS, type TitlesLabels } from './labels';
import * as styles from './Titles.css';
import { useLabels } from '../kit/labels';

/** Props of {@link Titles}. */
export interface TitlesProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Number of items under the title (products in a collection, search results …). */
  count?: number;
  /** Heading element, to fit the page outline: one `h1` per page, sections below it. */
  level?: 1 | 2 | 3 | 4;
  /** `page` for the page's own title, `section` for blocks inside a page; defaults from `level`. */
  variant?: 'page' | 'section';
  align?: 'start' | 'center';
  /** Id of the heading, e.g. for `aria-labelledby` on the section it names. */
  id?: string;
  labels?: Partial<TitlesLabels>;
  className?: string;
}

/**
 * A page or section title with an optional subtitle and item count.
 * Pure presentation: the page supplies the text (no hook holds titles).
 *
 * Renders `data-variant` and `data-align` on the root.
 *
 * @example
 * <Titles level={1} title="Outerwear" subtitle="Coats and jackets for wind and rain" count={24} />
 */
export function Titles({
  title,
  subtitle,
  count,
  level = 2,
  variant,
  align = 'start',
  id,
  labels,
  className,
}: TitlesProps) {
  const text = useLabels('Titles', DEFAULT_TITLES_LABELS, labels);
  const Heading = `h${level}` as const;
  return (
    <header
      className={className ? `${styles.root} ${className}` : styles.root}
      data-variant={variant ?? (level === 1 ? 'page' : 'section')}
      data-align={align}
    >
      <div className={styles.headingRow}>
        <Heading className={styles.heading} id={id}>
          {title}
        </Heading>
        {count != null && <span className={styles.count}>{text.count(count)}</span>}
      </div>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
