import { LIST_SORTS, listPageHref, type ListSort, type ProductSummary } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { useLabels } from '../../kit/labels';
import { Pagination } from '../../Pagination/Pagination';
import { SortForm } from '../../SortForm/SortForm';
import type { ProductCardLayout } from '../../theme/settings';
import { ProductGrid } from '../ProductGrid';
import { DEFAULT_COLLECTION_PAGE_LABELS, type CollectionPageLabels } from './labels';
import * as styles from './CollectionPage.css';
import { PageHead } from '../PageHead';

/** Cards of the first row load eagerly on the first page: one of them is the largest paint. */
const EAGER_CARDS = 4;

/** Props of {@link CollectionPage}: the route loader's data and the theme's card layout. */
export interface CollectionPageProps {
  /** The collection's name and description (for all products: the page's own). */
  title: string;
  description?: string | null;
  /** The page's address without query, e.g. `/collections/linen`. */
  path: string;
  /** The products of this page. */
  products: readonly ProductSummary[];
  /** Products in the whole collection. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  sort: ListSort;
  /** The theme's `settings.layout.productCard`. */
  cardLayout?: ProductCardLayout;
  /** The shop's quick add-to-cart for a card (loaded on demand). */
  quickAdd?: (product: ProductSummary) => ReactNode;
  /** Spec 2's route name, on the root as `data-route` (`collection`, `collections-all`). */
  routeName?: string;
  labels?: Partial<CollectionPageLabels>;
}

/**
 * A collection page, composed from the kit: its name and description, the
 * product count and sort menu (a GET form, `?sort=`), the products in the
 * theme's card layout, and numbered pages. Every control is a plain link or
 * form, so the page works without JavaScript; each page and sort has one
 * address (the defaults left out).
 *
 * Renders `data-testid="collection-page"`, `data-route`, and
 * `data-testid="result-count"` with `data-total` on the count.
 *
 * @example
 * <CollectionPage title="Linen" path="/collections/linen" products={…} total={31} page={1} pageSize={24} sort="featured" cardLayout="standard" />
 */
export function CollectionPage({
  title,
  description,
  path,
  products,
  total,
  page,
  pageSize,
  sort,
  cardLayout,
  quickAdd,
  routeName = 'collection',
  labels,
}: CollectionPageProps) {
  const text = useLabels('CollectionPage', DEFAULT_COLLECTION_PAGE_LABELS, labels);
  return (
    <div className={styles.root} data-testid="collection-page" data-route={routeName}>
      <PageHead title={title} lead={description} />
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="result-count" data-total={total}>
          {text.count(total)}
        </p>
        <SortForm sorts={LIST_SORTS} value={sort} action={path} />
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <ProductGrid
          products={products}
          layout={cardLayout}
          headingLevel={2}
          priorityCount={page === 1 ? EAGER_CARDS : 0}
          quickAdd={quickAdd}
        />
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefOf={(n) => listPageHref(path, sort, n)} />
    </div>
  );
}
