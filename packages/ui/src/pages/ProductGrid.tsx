import type { CurrencyStyle, ProductSummary } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { ProductCard } from '../ProductCard/ProductCard';
import type { ProductCardLayout } from '../theme/settings';
import * as styles from './pages.css';

/**
 * `sizes` of grid images: two columns on phones; three or four on wider screens (the theme's
 * `layout.gridColumns`), so the picture is chosen for the wider of the two.
 */
export const PRODUCT_GRID_SIZES = '(max-width: 767px) 50vw, 33vw';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ProductSummary[];
  productHref?: (product: ProductSummary) => string;
  /** The theme's product-card layout (`settings.layout.productCard`). */
  layout?: ProductCardLayout;
  /** Overrides the store client's locale for the prices. */
  locale?: string;
  /** Overrides the theme's currency style for the prices. */
  currencyStyle?: CurrencyStyle;
  /** Level of the card titles: one below the section's heading. */
  headingLevel?: 2 | 3 | 4;
  /** How many cards load eagerly (the first row is usually above the fold). */
  priorityCount?: number;
  /** Another control for a card's picture than the kit's quick add-to-cart (the default); `false` for none. */
  quickAdd?: false | ((product: ProductSummary) => ReactNode);
  /** Names the list, e.g. the id of the section heading. */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A responsive grid of `ProductCard`s in the theme's card layout and grid
 * density (`layout.gridColumns`, `layout.gridColumnsNarrow` on phone-sized pages). Purely presentational: products in,
 * links out.
 *
 * Renders `data-layout` and `data-testid="product-grid"` on the list.
 *
 * @example
 * <ProductGrid products={collection.products} layout={theme.settings.layout.productCard} aria-labelledby="new-in" />
 */
export function ProductGrid({
  products,
  productHref = (product) => `/products/${product.handle}`,
  layout,
  locale,
  currencyStyle,
  headingLevel = 3,
  priorityCount = 0,
  quickAdd,
  'aria-labelledby': labelledBy,
  className,
}: ProductGridProps) {
  return (
    <ul
      className={className ? `${styles.productGrid} ${className}` : styles.productGrid}
      aria-labelledby={labelledBy}
      data-layout={layout}
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <li key={product.ID}>
          <ProductCard
            product={product}
            href={productHref(product)}
            layout={layout}
            locale={locale}
            currencyStyle={currencyStyle}
            headingLevel={headingLevel}
            priority={index < priorityCount}
            sizes={PRODUCT_GRID_SIZES}
            quickAdd={quickAdd === false ? false : quickAdd?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
