import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { SearchIcon } from '../Header/headerIcons';
import { DEFAULT_SEARCH_BOX_LABELS, type SearchBoxLabels } from './labels';
import { SUGGEST_TEXT_MAX } from './searchSuggest';
import * as styles from './SearchBox.css';

// The suggestion list is the only heavy part: its code loads the first time the box gets focus.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** Where the search form goes: the shop's search page. */
export const SEARCH_PATH = '/search';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The search page the form goes to (`GET ?q=`). */
  action?: string;
  /** The text already searched (on the search page). */
  defaultValue?: string;
  className?: string;
  labels?: Partial<SearchBoxLabels>;
}

/**
 * The shop's search box: a `GET` form to `/search` with the field `q`, so it
 * works before and without JavaScript. The first time it gets focus (with
 * JavaScript) the suggestion code loads and the field becomes a combobox: as
 * the shopper types it suggests searches, collections and products from the
 * store API (`products/meta/search`); the arrow keys move through them,
 * Enter opens the chosen one (or searches the typed text), Escape closes the
 * list. Needs `StoreProvider` (the store client asks for suggestions).
 * The list has `data-query` (the text it answers).
 *
 * @example
 * <SearchBox defaultValue={searchParams.get('q') ?? ''} />
 */
export function SearchBox({ action = SEARCH_PATH, defaultValue, className, labels }: SearchBoxProps) {
  const text = useLabels('SearchBox', DEFAULT_SEARCH_BOX_LABELS, labels);
  const input = useRef<HTMLInputElement>(null);
  const [isActive, setActive] = useState(false);
  // Focused before its script arrived (the box is drawn by the server): that focus was the shopper's first
  // and React never saw it, so the suggestions start now, with whatever was typed meanwhile.
  useEffect(() => {
    if (document.activeElement === input.current) setActive(true);
  }, []);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      <input
        ref={input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        aria-label={text.label}
        placeholder={text.placeholder}
        autoComplete="off"
        maxLength={SUGGEST_TEXT_MAX}
        className={styles.input}
        onFocus={() => setActive(true)}
      />
      <button type="submit" className={styles.submit} aria-label={text.submit}>
        <SearchIcon className={styles.icon} />
      </button>
      {isActive ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} labels={text} />
        </Suspense>
      ) : null}
    </Form>
  );
}
