import { useT } from '@vitrine/i18n';
import { useRecentlyViewed } from './showcase-recently-viewed';
import { ProductGrid } from '../browse/ProductGrid';
import * as styles from './showcase.css';

/**
 * The browsing record: products this browser looked at lately (kept in
 * localStorage, nothing sent to the server). On a product page, `excludeId`
 * (the product shown) is left out of the row. Nothing renders until there is something
 * to show, so the server render and a first visit stay clean.
 */
export function ShowcaseRecentlyViewed({
  excludeId = null,
  title,
  limit = 4,
}: {
  excludeId?: number | null;
  title: string;
  limit?: number;
}) {
  const { t } = useT();
  const { products, clear } = useRecentlyViewed({ excludeId, limit });
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <div className={styles.sectionHead}>
        <h2 id="recently-viewed-title" className={styles.sectionTitle}>
          {title}
        </h2>
        <button type="button" className={styles.textButton} onClick={clear}>
          {t('showcase.recentlyViewed.clear')}
        </button>
      </div>
      <ProductGrid products={products} className={styles.grid} eager={false} />
    </section>
  );
}
