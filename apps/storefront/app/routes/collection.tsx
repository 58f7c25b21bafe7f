import { data, Form, Link } from 'react-router';
import type { ProductSort } from '@vitrine/headless';
import { ProductGrid } from '../components/ProductGrid';
import * as styles from '../styles/collection.css';
import { collectionMeta } from '../lib/seo/pages';
import type { Route } from './+types/collection';
import { useT } from '../i18n/I18nProvider';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest',
  'title-asc': 'Alphabetically, A–Z',
};

// The contract's zod schemas stay on the server; the page only needs the sort names.
const SORTS = Object.keys(SORT_LABELS) as ProductSort[];

/** Products per collection page. */
const PAGE_SIZE = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const sort = (SORTS as string[]).includes(search.get('sort') ?? '') ? search.get('sort') : 'featured';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const detail = await context.commerce.catalog.getCollection(params.handle, { sort, page, page_size: PAGE_SIZE });
  if (!detail) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...detail, sort: sort as ProductSort };
}

export function meta(args: Route.MetaArgs) {
  return collectionMeta(args.loaderData, args);
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, products, page, page_size, total, sort } = loaderData;
  const pages = Math.max(1, Math.ceil(total / page_size));
  const { t } = useT();
  const pageHref = (n: number) => `?${new URLSearchParams({ sort, page: String(n) })}`;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.description ? <p className={styles.description}>{collection.description}</p> : null}
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('common.productCount', { count: total })}</p>
        <Form method="get" className={styles.sortForm}>
          <label htmlFor="sort" className={styles.sortLabel}>
            {t('collection.sortBy')}
          </label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            className={styles.select}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`collection.sort.${value}`)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">{t('common.apply')}</button>
          </noscript>
        </Form>
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('collection.empty')}</p>
      ) : (
        <ProductGrid products={products} className={styles.grid} eager={page === 1} />
      )}
      {pages > 1 ? (
        <nav aria-label={t('collection.pagination')} className={styles.pagination}>
          {page > 1 ? <Link to={pageHref(page - 1)}>{t('collection.previous')}</Link> : <span />}
          <span>{t('collection.pageOf', { page, pages })}</span>
          {page < pages ? <Link to={pageHref(page + 1)}>{t('collection.next')}</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/RouteErrorBoundary';
