import type { ReactNode } from 'react';
import * as styles from './pageHead.css';

/**
 * The heading block of a list page: its one `h1`, a line of introduction and
 * whatever belongs under them (a search form, a note).
 *
 * @example
 * <PageHead title="Collections" lead="Everything we make and sell." />
 */
export function PageHead({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? (
        // The merchant's words keep their own direction inside a right-to-left page.
        <p className={styles.lead} dir="auto">
          {lead}
        </p>
      ) : null}
      {children}
    </header>
  );
}
