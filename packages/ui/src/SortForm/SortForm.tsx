import { useId } from 'react';
import { Form, NoScript } from '../kit/form';
import { useLabels } from '../kit/labels';
import * as styles from './SortForm.css';

/** Texts of the sort menu; override any of them to translate. */
export interface SortFormLabels {
  sortBy: string;
  /** The submit button a browser without JavaScript shows. */
  apply: string;
  /** The name of each sort order. */
  sorts: Record<string, string>;
}

export const DEFAULT_SORT_FORM_LABELS: SortFormLabels = {
  sortBy: 'Sort by',
  apply: 'Apply',
  sorts: {
    relevance: 'Best match',
    featured: 'Featured',
    'price-asc': 'Price, low to high',
    'price-desc': 'Price, high to low',
    newest: 'Newest',
    'title-asc': 'Alphabetically, A–Z',
  },
};

/** Props of {@link SortForm}. */
export interface SortFormProps<S extends string> {
  /** The sort orders offered, in menu order. */
  sorts: readonly S[];
  value: S;
  /** The list's other query parameters (search text, filters), kept when the sort changes. */
  hidden?: readonly (readonly [string, string])[];
  /** Where the form goes; by default the page it is on. */
  action?: string;
  labels?: Partial<SortFormLabels>;
  className?: string;
}

/**
 * A sort menu as a GET form (`?sort=`): a plain address that works without
 * JavaScript and can be shared. Once hydrated it submits itself on change;
 * without JavaScript an Apply button does. Starts the list over at page 1.
 *
 * Renders `data-testid="sort-form"`.
 *
 * @example
 * <SortForm sorts={LIST_SORTS} value="newest" hidden={[['q', 'linen']]} />
 */
export function SortForm<S extends string>({ sorts, value, hidden = [], action, labels, className }: SortFormProps<S>) {
  const text = useLabels('SortForm', DEFAULT_SORT_FORM_LABELS, labels);
  const id = useId();
  return (
    <Form
      method="get"
      action={action}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-testid="sort-form"
    >
      {hidden.map(([name, hiddenValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={hiddenValue} />
      ))}
      <label htmlFor={id} className={styles.label}>
        {text.sortBy}
      </label>
      <select
        id={id}
        name="sort"
        // A new value from the address (back, a link) redraws the menu with it.
        key={value}
        defaultValue={value}
        className={styles.select}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {text.sorts[sort] ?? sort}
          </option>
        ))}
      </select>
      <NoScript>
        <button type="submit" className={styles.apply}>
          {text.apply}
        </button>
      </NoScript>
    </Form>
  );
}
