import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CurrencyStyle, Image, ProductSummary } from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { imageSrcSet, imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import type { ProductCardLayout } from '../theme/settings';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ProductCard.css';
import { useLabels } from '../kit/labels';

/**
 * Default `sizes`: two cards a row on mobile, three on tablets, four on
 * desktop up to the container width. Pass your own when the grid differs.
 */
export const PRODUCT_CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 320px';

/** Width the plain `src` asks for, for browsers that ignore `srcset`. */
const FALLBACK_WIDTH = 600;
/** How many swatch dots to show before "+N". */
const MAX_SWATCHES = 5;

/** Visible texts; override to translate. */
export interface ProductCardLabels {
  sale: string;
  soldOut: string;
  /** Before the lowest price when variants cost different amounts. */
  from: string;
  /** Accessible name of the swatch list. */
  colours: string;
  /** "+2 more" after the visible swatches. */
  moreColours: (count: number) => string;
}

const DEFAULT_LABELS: ProductCardLabels = {
  sale: 'Sale',
  soldOut: 'Sold out',
  from: 'From',
  colours: 'Available colours',
  moreColours: (count) => `+${count}`,
};

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary;
  /** Product page URL. */
  href: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** Usually the theme's `settings.layout.productCard`. */
  layout?: ProductCardLayout;
  /** Set on the cards above the fold: loads eagerly with high fetch priority (LCP). */
  priority?: boolean;
  /** `sizes` of the image; defaults to {@link PRODUCT_CARD_SIZES}. */
  sizes?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ProductCardLabels>;
  className?: string;
  /**
   * Draws the price instead of the card's own `Price` (a shop that converts
   * prices to the shopper's currency passes its price component here).
   */
  renderPrice?: (price: { amount: number; compareAt: number | null; currency: string }) => ReactNode;
}

/**
 * A product tile for grids: 4:5 image (a second image shows on hover),
 * title, price, sale / sold-out badge and colour swatches. The whole card is
 * one link.
 *
 * Renders `data-layout`, `data-sale` and `data-sold-out` on the root.
 *
 * @example
 * <ProductCard product={product} href={`/products/${product.handle}`} layout={theme.settings.layout.productCard} priority={index < 4} />
 */
export function ProductCard({
  product,
  href,
  locale,
  currencyStyle = 'default',
  layout = 'standard',
  priority = false,
  sizes = PRODUCT_CARD_SIZES,
  headingLevel = 3,
  labels,
  className,
  renderPrice,
}: ProductCardProps) {
  const text = useLabels('ProductCard', DEFAULT_LABELS, labels);
  const titleId = useId();
  const isSale = product.compare_at_price != null && product.compare_at_price > product.price;
  const isSoldOut = !product.available;
  const Heading = `h${headingLevel}` as const;
  const swatches = layout === 'minimal' ? [] : product.swatches;

  return (
    <article
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-layout={layout}
      data-sale={isSale || undefined}
      data-sold-out={isSoldOut || undefined}
    >
      <div className={styles.mediaWell}>
        {product.image && <CardImage image={product.image} sizes={sizes} priority={priority} className={styles.image} />}
        {product.hover_image && (
          <CardImage image={product.hover_image} sizes={sizes} priority={false} className={styles.hoverImage} decorative />
        )}
        {(isSale || isSoldOut) && (
          <div className={styles.badges}>
            {isSoldOut ? (
              <span className={styles.soldOutBadge}>{text.soldOut}</span>
            ) : (
              <span className={styles.saleBadge}>{text.sale}</span>
            )}
          </div>
        )}
      </div>
      <div className={styles.info}>
        {layout === 'standard' && product.vendor && <p className={styles.vendor}>{product.vendor}</p>}
        <Heading className={styles.title} id={titleId}>
          <Link className={styles.link} href={href}>
            {product.title}
          </Link>
        </Heading>
        <span className={styles.priceRow}>
          {product.price_max > product.price && <span>{text.from}</span>}
          {renderPrice ? (
            renderPrice({ amount: product.price, compareAt: product.compare_at_price, currency: product.currency })
          ) : (
            <Price
              amount={product.price}
              compareAt={product.compare_at_price}
              currency={product.currency}
              locale={locale}
              style={currencyStyle}
              size="sm"
            />
          )}
        </span>
        {swatches.length > 0 && (
          <ul className={styles.swatches} aria-label={text.colours}>
            {swatches.slice(0, MAX_SWATCHES).map((s) => (
              <li key={s.value}>
                <span className={styles.swatch} style={assignInlineVars({ [styles.swatchColor]: s.swatch })} />
                <VisuallyHidden>{s.value}</VisuallyHidden>
              </li>
            ))}
            {swatches.length > MAX_SWATCHES && (
              <li className={styles.moreSwatches}>{text.moreColours(swatches.length - MAX_SWATCHES)}</li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}

interface CardImageProps {
  image: Image;
  sizes: string;
  priority: boolean;
  className: string;
  /** The hover image repeats the product: hide it from screen readers. */
  decorative?: boolean;
}

/** An image sized 4:5 by its attributes, so the grid does not shift while it loads. */
function CardImage({ image, sizes, priority, className, decorative = false }: CardImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(image.url, FALLBACK_WIDTH)}
      srcSet={imageSrcSet(image.url)}
      sizes={sizes}
      width={image.width}
      height={Math.round((image.width * 5) / 4)}
      alt={decorative ? '' : image.alt}
      aria-hidden={decorative || undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
