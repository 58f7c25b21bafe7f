import {
  hasFilters,
  SEARCH_PAGE_SORTS,
  SEARCH_TEXT_MAX,
  searchHref,
  searchParamsOf,
  type ProductSummary,
  type SearchResult,
  type SearchState,
} from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { DEFAULT_EMPTY_STATE_LABELS } from '../../EmptyState/labels';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { Pagination } from '../../Pagination/Pagination';
import { SortForm } from '../../SortForm/SortForm';
import type { ProductCardLayout } from '../../theme/settings';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as head from '../pageHead.css';
import { PageHead } from '../PageHead';
import { ProductGrid } from '../ProductGrid';
import { ActiveFilters, withoutFilters } from './ActiveFilters';
import { DEFAULT_SEARCH_PAGE_LABELS, type SearchPageLabels } from './labels';
import { SearchFacets } from './SearchFacets';
import * as styles from './SearchPage.css';

/** Result cards of the first row load eagerly on the first page: one of them is the largest paint. */
const EAGER_CARDS = 4;

/** Props of {@link SearchPage}: the search route loader's data and the theme's card layout. */
export interface SearchPageProps {
  /** The page's state, read from its address (`readSearchState`). */
  state: SearchState;
  /** The engine's answer; null when it refused the filters (`invalid`). */
  result: SearchResult | null;
  /** The filters could not be combined: the page says so and offers to clear them. */
  invalid?: boolean;
  /** Currency of catalogue prices (the price facet's buckets). */
  currency: string;
  /** The theme's `settings.layout.productCard`. */
  cardLayout?: ProductCardLayout;
  /** The shop's quick add-to-cart for a card. */
  quickAdd?: (product: ProductSummary) => ReactNode;
  /** Where the empty state sends a shopper whose text found nothing. */
  allProductsHref?: string;
  labels?: Partial<SearchPageLabels>;
}

/**
 * The search page (route name `search`), composed from the kit: the heading
 * and search form, a note when the engine corrected the spelling or matched
 * only some words, the filters ({@link SearchFacets}) beside the results, the
 * result count and sort menu, the active filters as chips, the products in
 * the theme's card layout and numbered pages; or an empty state that offers
 * the whole catalogue (or, with filters on, to clear them). Every control is
 * a GET form or a link, so the page works without JavaScript and each result
 * page has its own address.
 *
 * Renders `data-route="search"`, `data-testid="result-count"` with
 * `data-total`, `"corrected-query"` and `"search-invalid"`.
 *
 * @example
 * <SearchPage state={state} result={result} currency="USD" cardLayout="standard" />
 */
export function SearchPage({
  state,
  result,
  invalid = false,
  currency,
  cardLayout,
  quickAdd,
  allProductsHref = '/collections/all',
  labels,
}: SearchPageProps) {
  const text = useLabels('SearchPage', DEFAULT_SEARCH_PAGE_LABELS, labels);
  const empty = useLabels('EmptyState', DEFAULT_EMPTY_STATE_LABELS);
  const inputId = useId();
  const countId = useId();
  const filtered = hasFilters(state);
  const clearHref = searchHref(withoutFilters(state));
  // The sort form keeps the text and filters; a new sort starts at page 1.
  const keep = [...searchParamsOf({ ...state, sort: 'relevance', page: 1 })] as [string, string][];
  const collectionTitles = new Map((result?.facets.collections ?? []).map((c) => [c.handle, c.title]));
  const total = result?.total ?? 0;
  return (
    <div className={head.page} data-route="search">
      <PageHead title={state.q ? text.resultsFor(state.q) : text.title}>
        {/* Named apart from the header's search, so the two search landmarks can be told apart. */}
        <Form method="get" action="/search" role="search" aria-label={text.title} className={styles.searchForm}>
          <VisuallyHidden>
            <label htmlFor={inputId}>{text.label}</label>
          </VisuallyHidden>
          <input
            // A new text from the address (a suggestion, back) redraws the field with it.
            key={state.q}
            id={inputId}
            type="search"
            name="q"
            defaultValue={state.q}
            placeholder={text.placeholder}
            maxLength={SEARCH_TEXT_MAX}
            className={styles.searchInput}
          />
          <Button type="submit" variant="primary">
            {text.submit}
          </Button>
        </Form>
        {result?.corrected_q ? (
          <p className={head.note} data-testid="corrected-query">
            {text.correctedTo(result.corrected_q)}
          </p>
        ) : null}
        {result?.match === 'any' && result.total > 0 ? <p className={head.note}>{text.anyWord}</p> : null}
      </PageHead>

      {invalid ? (
        <Alert tone="critical" data-testid="search-invalid">
          <p>{text.invalid}</p>
          <Link href={clearHref}>{text.clearFilters}</Link>
        </Alert>
      ) : null}

      {result ? (
        <div className={styles.layout}>
          <SearchFacets state={state} facets={result.facets} currency={currency} labels={labels} />
          <section className={styles.results} aria-labelledby={countId}>
            <div className={head.toolbar}>
              <p id={countId} className={head.count} data-testid="result-count" data-total={total} aria-live="polite">
                {text.resultCount(total)}
              </p>
              <SortForm sorts={SEARCH_PAGE_SORTS} value={state.sort} hidden={keep} action="/search" />
            </div>
            <ActiveFilters state={state} collectionTitles={collectionTitles} currency={currency} labels={labels} />
            {result.products.length === 0 ? (
              <EmptyState
                kind="search"
                query={state.q}
                actionHref={filtered ? clearHref : allProductsHref}
                labels={filtered ? { search: { ...empty.search, action: text.clearFilters } } : undefined}
              />
            ) : (
              <ProductGrid
                products={result.products}
                layout={cardLayout}
                headingLevel={2}
                priorityCount={state.page === 1 ? EAGER_CARDS : 0}
                quickAdd={quickAdd}
                className={styles.grid}
              />
            )}
            <Pagination
              page={state.page}
              total={total}
              pageSize={result.page_size}
              hrefOf={(page) => searchHref(state, { page })}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
