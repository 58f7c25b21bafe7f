import { Price } from '@vitrine/ui';
import { Form, useNavigate } from 'react-router';
import type { SearchFacets } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import {
  formatPriceRange,
  formParams,
  isSameRange,
  readSearchState,
  searchHref,
  type PriceRange,
  type SearchState,
} from './browse-search';
import * as styles from './browse-search.css';

/** A price bucket as words: "$25 – $49.99", or "$200 and above" for the open top bucket. */
export function PriceRangeLabel({ range, currency }: { range: PriceRange; currency: string }) {
  const { t } = useT();
  return (
    <span className={styles.priceRange}>
      <Price amount={range.min} currency={currency} size="sm" />
      {range.max === null ? (
        <> {t('search.facet.andAbove')}</>
      ) : (
        <>
          {' – '}
          <Price amount={range.max} currency={currency} size="sm" />
        </>
      )}
    </span>
  );
}

function Choice({
  type,
  name,
  value,
  isChecked,
  count,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  isChecked: boolean;
  count?: number;
  children: React.ReactNode;
}) {
  return (
    <li>
      <label className={styles.choice} data-empty={count === 0 && !isChecked ? '' : undefined}>
        <input type={type} name={name} value={value} defaultChecked={isChecked} className={styles.choiceInput} />
        <span className={styles.choiceText}>{children}</span>
        {count !== undefined ? <span className={styles.choiceCount}>{count}</span> : null}
      </label>
    </li>
  );
}

/**
 * The search filters as one GET form: collection, price, availability and
 * every product option, each choice with the number of products it gives.
 * Without JavaScript the Apply button submits it; with JavaScript any change
 * goes to the filtered address at once (and keeps the scroll position).
 */
export function BrowseSearchFacets({
  state,
  facets,
  currency,
}: {
  state: SearchState;
  facets: SearchFacets;
  currency: string;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const optionNames = Object.keys(facets.options).sort((a, b) => a.localeCompare(b));
  // Reloading the form when the address changes keeps its checkboxes in step with the results.
  const formKey = searchHref(state);
  return (
    <details className={styles.facets} data-testid="search-facets">
      <summary className={styles.facetsSummary}>{t('search.filters')}</summary>
      <Form
        key={formKey}
        method="get"
        action="/search"
        className={styles.facetForm}
        onChange={(event) => {
          const next = readSearchState(formParams(new FormData(event.currentTarget)));
          void navigate(searchHref(next), { preventScrollReset: true });
        }}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}

        {facets.collections.length > 0 ? (
          <fieldset className={styles.facet}>
            <legend className={styles.facetTitle}>{t('search.facet.collection')}</legend>
            <ul className={styles.choices}>
              <Choice type="radio" name="collection" value="" isChecked={state.collection === null}>
                {t('search.facet.anyCollection')}
              </Choice>
              {facets.collections.map((collection) => (
                <Choice
                  key={collection.handle}
                  type="radio"
                  name="collection"
                  value={collection.handle}
                  isChecked={state.collection === collection.handle}
                  count={collection.count}
                >
                  {collection.title}
                </Choice>
              ))}
            </ul>
          </fieldset>
        ) : null}

        <fieldset className={styles.facet}>
          <legend className={styles.facetTitle}>{t('search.facet.price')}</legend>
          <ul className={styles.choices}>
            <Choice type="radio" name="price" value="" isChecked={state.price === null}>
              {t('search.facet.anyPrice')}
            </Choice>
            {facets.price.map((bucket) => (
              <Choice
                key={bucket.min}
                type="radio"
                name="price"
                value={formatPriceRange(bucket)}
                isChecked={isSameRange(state.price, bucket)}
                count={bucket.count}
              >
                <PriceRangeLabel range={bucket} currency={currency} />
              </Choice>
            ))}
          </ul>
        </fieldset>

        <fieldset className={styles.facet}>
          <legend className={styles.facetTitle}>{t('search.facet.availability')}</legend>
          <ul className={styles.choices}>
            <Choice type="radio" name="available" value="" isChecked={state.available === null}>
              {t('search.facet.anyAvailability')}
            </Choice>
            <Choice type="radio" name="available" value="1" isChecked={state.available === true} count={facets.availability.in_stock}>
              {t('search.facet.inStock')}
            </Choice>
            <Choice type="radio" name="available" value="0" isChecked={state.available === false} count={facets.availability.sold_out}>
              {t('search.facet.soldOut')}
            </Choice>
          </ul>
        </fieldset>

        {optionNames.map((name) => {
          const values = Object.entries(facets.options[name] ?? {});
          const chosen = state.options[name] ?? [];
          return (
            <fieldset key={name} className={styles.facet} data-option={name}>
              <legend className={styles.facetTitle}>{name}</legend>
              <ul className={values.length > 6 ? styles.choicesWrap : styles.choices}>
                {values.map(([value, count]) => (
                  <Choice
                    key={value}
                    type="checkbox"
                    name={`option.${name}`}
                    value={value}
                    isChecked={chosen.includes(value)}
                    count={count}
                  >
                    {value}
                  </Choice>
                ))}
              </ul>
            </fieldset>
          );
        })}

        <noscript>
          <button type="submit" className={styles.applyButton}>
            {t('search.applyFilters')}
          </button>
        </noscript>
      </Form>
    </details>
  );
}
