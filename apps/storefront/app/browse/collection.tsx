import { data, Form, Link } from 'react-router';
import { ProductGrid } from './ProductGrid';
import { COLLECTION_SORTS, collectionPageHref, pageNumbers, parseCollectionQuery } from '../product/showcase-collection';
import { PAGE_CACHE } from '../server/cache';
import * as styles from './collection.css';
import { collectionMeta } from '../seo/pages';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/collection';
import { useT } from '@vitrine/i18n';

/** Products per collection page. */
const PAGE_SIZE = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { sort, page } = parseCollectionQuery(new URL(request.url).searchParams);
  const detail = await context.commerce.catalog.getCollection(params.handle, { sort, page, page_size: PAGE_SIZE });
  if (!detail) throw data(null, { status: 404, statusText: 'Not Found' });
  // A page past the end is not a document of its own.
  if (page > 1 && detail.products.length === 0) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...detail, sort };
}

/** The site shell's breadcrumb: Home, then the collection (spec 2). */
export const handle = {
  routeName: 'collection-show',
  pageMeta: ({ collection }: Route.ComponentProps['loaderData']) => ({ title: collection.title }),
} satisfies PageHandle;

export function meta(args: Route.MetaArgs) {
  return collectionMeta(args.loaderData, args);
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, products, page, page_size, total, sort } = loaderData;
  const pages = Math.max(1, Math.ceil(total / page_size));
  const { t } = useT();
  const href = (n: number) => collectionPageHref(sort, n);
  return (
    <div className={styles.page} data-testid="collection-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.description ? <p className={styles.description}>{collection.description}</p> : null}
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('common.productCount', { count: total })}</p>
        {/* A GET form: sorting is a plain address (?sort=), so it works without JavaScript and can be shared. */}
        <Form method="get" className={styles.sortForm} data-testid="sort-form">
          <label htmlFor="sort" className={styles.sortLabel}>
            {t('collection.sortBy')}
          </label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            key={sort}
            className={styles.select}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {COLLECTION_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`collection.sort.${value}`)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={styles.sortButton}>
              {t('common.apply')}
            </button>
          </noscript>
        </Form>
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('collection.empty')}</p>
      ) : (
        <ProductGrid products={products} className={styles.grid} eager={page === 1} />
      )}
      {pages > 1 ? (
        <nav aria-label={t('collection.pagination')} className={styles.pagination} data-testid="pagination">
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={styles.pageLink}>
              {t('collection.previous')}
            </Link>
          ) : (
            <span />
          )}
          <ol className={styles.pageList}>
            {pageNumbers(page, pages).map((n, index) =>
              n === null ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link
                    to={href(n)}
                    className={styles.pageLink}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('collection.pageOf', { page: n, pages })}
                  >
                    {n}
                  </Link>
                </li>
              ),
            )}
          </ol>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className={styles.pageLink}>
              {t('collection.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
