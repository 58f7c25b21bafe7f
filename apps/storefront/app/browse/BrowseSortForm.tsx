import { Form } from 'react-router';
import { useT, type MessageKey } from '@vitrine/i18n';
import * as styles from './browse.css';

/**
 * A sort menu as a GET form: it submits itself on change with JavaScript, and
 * offers an Apply button without. `hidden` carries the list's other query
 * parameters (search text, filters), so sorting keeps them.
 */
export function BrowseSortForm<S extends string>({
  sorts,
  value,
  labelOf,
  hidden = [],
}: {
  sorts: readonly S[];
  value: S;
  labelOf: (sort: S) => MessageKey;
  hidden?: readonly [string, string][];
}) {
  const { t } = useT();
  return (
    <Form method="get" className={styles.sortForm} preventScrollReset>
      {hidden.map(([name, hiddenValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={hiddenValue} />
      ))}
      <label htmlFor="browse-sort" className={styles.sortLabel}>
        {t('collection.sortBy')}
      </label>
      <select
        id="browse-sort"
        name="sort"
        defaultValue={value}
        className={styles.select}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(labelOf(sort))}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.smallButton}>
          {t('common.apply')}
        </button>
      </noscript>
    </Form>
  );
}
