import { Form, Link } from 'react-router';
import { EmptyState, Pagination, ProductGrid, SortForm } from '@vitrine/ui';
import { BrowseSearchFacets, PriceRangeLabel } from './BrowseSearchFacets';
import { useT } from '@vitrine/i18n';
import { BROWSE_PATHS } from './browse-links';
import { activeFilters, hasFilters, SEARCH_PAGE_SORTS, searchHref, searchParamsOf, type SearchState } from './browse-search';
import { loadSearchPage } from './browse-search.server';
import { useSearchTracking } from './browse-tracking';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import { useStoreTheme } from '../site/theme';
import * as styles from './browse.css';
import * as searchStyles from './browse-search.css';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const q = args.loaderData?.state.q ?? '';
  return browseMeta(args, {
    title: q ? t('search.resultsFor', { query: q }) : t('search.title'),
    page: args.loaderData?.state.page ?? 1,
    // Result lists are for shoppers; the collections are what search engines should index.
    noindex: true,
  });
}

/** Result cards of the first row load eagerly on the first page: one of them is the largest paint. */
const EAGER_CARDS = 4;

/** The chips of the active filters, each a link that removes it, and a link that clears them all. */
function ActiveFilterBar({
  state,
  collectionTitles,
  currency,
}: {
  state: SearchState;
  collectionTitles: Map<string, string>;
  currency: string;
}) {
  const { t } = useT();
  const chips = activeFilters(state);
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t('search.activeFilters')} className={searchStyles.chips} data-testid="active-filters">
      <ul className={searchStyles.chipList}>
        {chips.map((chip) => {
          let label: React.ReactNode;
          let text: string;
          if (chip.kind === 'collection') text = label = collectionTitles.get(chip.value) ?? chip.value;
          else if (chip.kind === 'available') text = label = t(chip.value ? 'search.facet.inStock' : 'search.facet.soldOut');
          else if (chip.kind === 'option') text = label = `${chip.name}: ${chip.value}`;
          else {
            text = t('search.facet.price');
            label = <PriceRangeLabel range={chip.value} currency={currency} />;
          }
          return (
            <li key={chip.href}>
              <Link
                to={chip.href}
                className={searchStyles.chip}
                preventScrollReset
                aria-label={t('search.removeFilter', { label: text })}
              >
                {label}
                <span aria-hidden="true" className={searchStyles.chipRemove}>
                  ×
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={searchHref({ ...state, collection: null, price: null, available: null, options: {} })}
            className={searchStyles.clearAll}
            preventScrollReset
          >
            {t('search.clearFilters')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The search page (route name search): results grid, facets, sort, pages and an empty state. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, result, invalid, currency } = loaderData;
  const { t, labels } = useT();
  const { settings } = useStoreTheme();
  const heading = state.q ? t('search.resultsFor', { query: state.q }) : t('search.title');
  useSearchTracking(state.q);
  const keep = [...searchParamsOf({ ...state, sort: 'relevance', page: 1 })] as [string, string][];
  const collectionTitles = new Map((result?.facets.collections ?? []).map((c) => [c.handle, c.title]));
  const total = result?.total ?? 0;
  return (
    <div className={styles.page} data-route="search">
      <header className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        <Form method="get" action="/search" role="search" className={searchStyles.pageSearch}>
          <label htmlFor="search-page-q" className={styles.visuallyHidden}>
            {t('search.label')}
          </label>
          <input
            key={state.q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={state.q}
            placeholder={t('search.placeholder')}
            maxLength={200}
            className={searchStyles.pageSearchInput}
          />
          <button type="submit" className={searchStyles.pageSearchButton}>
            {t('search.submit')}
          </button>
        </Form>
        {result?.corrected_q ? (
          <p className={styles.note} data-testid="corrected-query">
            {t('search.correctedTo', { corrected: result.corrected_q })}
          </p>
        ) : null}
        {result?.match === 'any' && result.total > 0 ? <p className={styles.note}>{t('search.anyWord')}</p> : null}
      </header>

      {invalid ? (
        <div role="alert" className={styles.alert} data-testid="search-invalid">
          <p>{t('search.invalid')}</p>
          <Link to={searchHref({ ...state, collection: null, price: null, available: null, options: {} })}>
            {t('search.clearFilters')}
          </Link>
        </div>
      ) : null}

      {result ? (
        <div className={searchStyles.layout}>
          <BrowseSearchFacets state={state} facets={result.facets} currency={currency} />
          <section className={searchStyles.results} aria-labelledby="search-results-count">
            <div className={styles.toolbar}>
              <p id="search-results-count" className={styles.count} data-testid="result-count" data-total={total} aria-live="polite">
                {t('search.resultCount', { count: total })}
              </p>
              <SortForm sorts={SEARCH_PAGE_SORTS} value={state.sort} hidden={keep} action="/search" />
            </div>
            <ActiveFilterBar state={state} collectionTitles={collectionTitles} currency={currency} />
            {result.products.length === 0 ? (
              <EmptyState
                kind="search"
                query={state.q}
                actionHref={hasFilters(state) ? searchHref({ ...state, collection: null, price: null, available: null, options: {} }) : BROWSE_PATHS.allProducts}
                labels={{
                  ...labels('EmptyState'),
                  ...(hasFilters(state)
                    ? { search: { ...labels('EmptyState').search, action: t('search.clearFilters') } }
                    : {}),
                }}
              />
            ) : (
              <ProductGrid
                products={result.products}
                layout={settings.layout.productCard}
                priorityCount={state.page === 1 ? EAGER_CARDS : 0}
                className={searchStyles.grid}
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

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
