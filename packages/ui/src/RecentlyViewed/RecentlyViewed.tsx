import { useRecentlyViewed, type ProductSummary } from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { ProductGrid } from '../pages/ProductGrid';
import type { ProductCardLayout } from '../theme/settings';
import { useLabels } from '../kit/labels';
import { DEFAULT_RECENTLY_VIEWED_LABELS, type RecentlyViewedLabels } from './labels';
import * as styles from './RecentlyViewed.css';

/** Props of {@link RecentlyViewed}. */
export interface RecentlyViewedProps {
  /** The product on screen, left out of the row ("recently viewed" under a product means the others). */
  excludeId?: number | null;
  /** Cards shown at most. */
  limit?: number;
  /** The theme's `settings.layout.productCard`. */
  layout?: ProductCardLayout;
  /** The shop's quick add-to-cart for a card. */
  quickAdd?: (product: ProductSummary) => ReactNode;
  labels?: Partial<RecentlyViewedLabels>;
  className?: string;
}

/**
 * The browsing record (the spec's optional "browsing record" application):
 * products this browser looked at lately, newest first, as product cards,
 * with a button that forgets them. It calls `useRecentlyViewed` itself; the
 * record lives in localStorage, so nothing renders on the server or before
 * there is something to show (put it last on a page: it can only push the
 * footer down).
 *
 * @example
 * <RecentlyViewed excludeId={product.ID} layout={theme.settings.layout.productCard} />
 */
export function RecentlyViewed({
  excludeId = null,
  limit = 4,
  layout,
  quickAdd,
  labels,
  className,
}: RecentlyViewedProps) {
  const text = useLabels('RecentlyViewed', DEFAULT_RECENTLY_VIEWED_LABELS, labels);
  const titleId = useId();
  const { products, clear } = useRecentlyViewed({ excludeId, limit });
  if (products.length === 0) return null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-testid="recently-viewed"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <button type="button" className={styles.clear} onClick={clear}>
          {text.clear}
        </button>
      </div>
      <ProductGrid products={products} layout={layout} quickAdd={quickAdd} aria-labelledby={titleId} />
    </section>
  );
}
