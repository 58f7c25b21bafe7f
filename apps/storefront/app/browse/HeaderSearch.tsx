import { lazy, Suspense, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '@vitrine/i18n';
import * as styles from './browse-header.css';

// The suggestion list is the only heavy part; it loads the first time the box gets focus.
const BrowseSuggestions = lazy(() => import('./BrowseSuggestions'));

/**
 * The header's search box: a plain GET form to /search, so it works before
 * and without JavaScript. Once focused (with JavaScript) it suggests queries,
 * collections and products as the shopper types.
 */
export function HeaderSearch() {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [isActive, setActive] = useState(false);
  return (
    <Form method="get" action="/search" role="search" className={styles.form}>
      <input
        ref={input}
        type="search"
        name="q"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={200}
        className={styles.input}
        onFocus={() => setActive(true)}
      />
      {isActive ? (
        <Suspense fallback={null}>
          <BrowseSuggestions input={input} />
        </Suspense>
      ) : null}
    </Form>
  );
}
