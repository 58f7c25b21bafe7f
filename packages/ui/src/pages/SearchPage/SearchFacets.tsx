import {
  formatPriceRange,
  formParams,
  isSameRange,
  readSearchState,
  searchHref,
  type PriceRange,
  type SearchFacets as SearchFacetCounts,
  type SearchState,
} from '@vitrine/headless';
import type { ReactNode } from 'react';
import { button } from '../../Button/Button.css';
import { Form, NoScript } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { useNavigate } from '../../Link/Link';
import { Price } from '../../Price/Price';
import { DEFAULT_SEARCH_PAGE_LABELS, type SearchPageLabels } from './labels';
import * as styles from './SearchPage.css';

/** An option with more values than this lays them out in wrapping rows (sizes), not a column. */
const WRAP_AFTER = 6;

/** A price bucket as words: "$25.00 – $49.99", or "$200.00 and above" for the open top bucket. */
export function PriceRangeLabel({
  range,
  currency,
  labels,
}: {
  range: PriceRange;
  currency: string;
  labels?: Partial<SearchPageLabels>;
}) {
  const text = useLabels('SearchPage', DEFAULT_SEARCH_PAGE_LABELS, labels);
  return (
    <span className={styles.priceRange}>
      <Price amount={range.min} currency={currency} size="sm" />
      {range.max === null ? (
        <span>{text.facet.andAbove}</span>
      ) : (
        <>
          <span>–</span>
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
  children: ReactNode;
}) {
  return (
    <li>
      {/* A choice that gives no product stays, dimmed: the shopper sees why the list is short. */}
      <label className={styles.choice} data-empty={count === 0 && !isChecked ? '' : undefined}>
        <input type={type} name={name} value={value} defaultChecked={isChecked} className={styles.choiceInput} />
        <span className={styles.choiceText}>{children}</span>
        {count !== undefined ? <span className={styles.choiceCount}>{count}</span> : null}
      </label>
    </li>
  );
}

/** One filter: its name and its choices. */
function FacetGroup({
  title,
  option,
  isWrapped = false,
  children,
}: {
  title: string;
  option?: string;
  isWrapped?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.facet} data-option={option}>
      <legend className={styles.facetTitle}>{title}</legend>
      <ul className={isWrapped ? styles.choicesWrap : styles.choices}>{children}</ul>
    </fieldset>
  );
}

/** Props of {@link SearchFacets}. */
export interface SearchFacetsProps {
  /** The page's state, read from its address (`readSearchState`). */
  state: SearchState;
  /** The engine's counts for each choice. */
  facets: SearchFacetCounts;
  /** Currency of the price buckets (the catalogue's). */
  currency: string;
  /** Where the form goes (the search page). */
  action?: string;
  labels?: Partial<SearchPageLabels>;
}

/**
 * The search filters as one GET form: collection, price, availability and
 * every product option, each choice with the number of products it gives.
 * Without JavaScript its Apply button submits it; once hydrated any change
 * goes to the filtered address at once, keeping the scroll position. A
 * folding "Filters" panel on a phone, always open beside the results on a
 * wide page.
 *
 * Renders `data-testid="search-facets"` and `data-option` (the option's
 * name) on each option's group.
 *
 * @example
 * <SearchFacets state={readSearchState(url.searchParams)} facets={result.facets} currency="USD" />
 */
export function SearchFacets({ state, facets, currency, action = '/search', labels }: SearchFacetsProps) {
  const text = useLabels('SearchPage', DEFAULT_SEARCH_PAGE_LABELS, labels);
  const navigate = useNavigate();
  const optionNames = Object.keys(facets.options).sort((a, b) => a.localeCompare(b));
  return (
    <details className={styles.facets} data-testid="search-facets">
      <summary className={styles.facetsSummary}>{text.filters}</summary>
      <Form
        // A new address (back, a chip) redraws the choices with it.
        key={searchHref(state)}
        method="get"
        action={action}
        className={styles.facetForm}
        onChange={(event) => {
          const next = readSearchState(formParams(new FormData(event.currentTarget)));
          navigate(searchHref(next), { preventScrollReset: true });
        }}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}

        {facets.collections.length > 0 ? (
          <FacetGroup title={text.facet.collection}>
            <Choice type="radio" name="collection" value="" isChecked={state.collection === null}>
              {text.facet.anyCollection}
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
          </FacetGroup>
        ) : null}

        <FacetGroup title={text.facet.price}>
          <Choice type="radio" name="price" value="" isChecked={state.price === null}>
            {text.facet.anyPrice}
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
              <PriceRangeLabel range={bucket} currency={currency} labels={labels} />
            </Choice>
          ))}
        </FacetGroup>

        <FacetGroup title={text.facet.availability}>
          <Choice type="radio" name="available" value="" isChecked={state.available === null}>
            {text.facet.anyAvailability}
          </Choice>
          <Choice
            type="radio"
            name="available"
            value="1"
            isChecked={state.available === true}
            count={facets.availability.in_stock}
          >
            {text.facet.inStock}
          </Choice>
          <Choice
            type="radio"
            name="available"
            value="0"
            isChecked={state.available === false}
            count={facets.availability.sold_out}
          >
            {text.facet.soldOut}
          </Choice>
        </FacetGroup>

        {optionNames.map((name) => {
          const values = Object.entries(facets.options[name] ?? {});
          const chosen = state.options[name] ?? [];
          return (
            <FacetGroup key={name} title={name} option={name} isWrapped={values.length > WRAP_AFTER}>
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
            </FacetGroup>
          );
        })}

        <NoScript>
          <button type="submit" className={button({ variant: 'primary', size: 'md', fullWidth: true })}>
            {text.applyFilters}
          </button>
        </NoScript>
      </Form>
    </details>
  );
}
