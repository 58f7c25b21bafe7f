import { data } from 'react-router';
import { BrowsePagination } from './BrowsePagination';
import { BrowseSortForm } from './BrowseSortForm';
import { ProductGrid } from './ProductGrid';
import { useT } from '@vitrine/i18n';
import { ALL_PRODUCTS_PAGE_SIZE, LIST_SORTS, listHref, readListSort } from './browse-catalog';
import { BROWSE_PATHS } from './browse-links';
import { pageCount, readPage } from './browse-paging';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import type { Route } from './+types/all-products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const sort = readListSort(params);
  const page = readPage(params);
  const list = await context.commerce.catalog.listProducts({ sort, page, page_size: ALL_PRODUCTS_PAGE_SIZE });
  // A page past the end is not a document of its own.
  if (page > pageCount(list.total, list.page_size)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...list, sort };
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('browse.allProducts.title');
  return browseMeta(args, {
    title,
    description: t('browse.allProducts.lead'),
    page: args.loaderData?.page ?? 1,
    image: args.loaderData?.products[0]?.image ?? null,
    crumbs: [{ name: title, path: BROWSE_PATHS.allProducts }],
  });
}

/** Every product of the shop (route name collections-all), sorted and paged. */
export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { products, total, page, page_size, sort } = loaderData;
  const { t } = useT();
  const title = t('browse.allProducts.title');
  return (
    <div className={styles.page} data-route="collections-all">
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('browse.allProducts.lead')}</p>
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="result-count" data-total={total}>
          {t('common.productCount', { count: total })}
        </p>
        <BrowseSortForm sorts={LIST_SORTS} value={sort} labelOf={(value) => `collection.sort.${value}`} />
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('collection.empty')}</p>
      ) : (
        <ProductGrid products={products} className={styles.grid} eager={page === 1} />
      )}
      <BrowsePagination
        page={page}
        total={total}
        pageSize={page_size}
        hrefOf={(n) => listHref(BROWSE_PATHS.allProducts, sort, n)}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
