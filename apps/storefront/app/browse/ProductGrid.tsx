import type { ProductSummary } from '@vitrine/headless';
import { ProductCard } from '@vitrine/ui';
import { useStoreTheme } from '../site/theme';

/** Cards in the first row are loaded eagerly (largest contentful paint); the rest lazily. */
const EAGER_CARDS = 4;

/** A grid of product cards in the theme's card layout. */
export function ProductGrid({
  products,
  className,
  eager = true,
}: {
  products: ProductSummary[];
  className: string;
  /** False on later pages, where no card is above the fold. */
  eager?: boolean;
}) {
  const theme = useStoreTheme();
  return (
    <ul className={className} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.ID}>
          <ProductCard
            product={product}
            href={`/products/${product.handle}`}
            layout={theme.settings.layout.productCard}
            priority={eager && index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
