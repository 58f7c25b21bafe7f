import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CurrencyStyle, ProductSummary } from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { ProductImage } from '../image/ProductImage';
import { QuickAddToCart } from '../QuickAddToCart/QuickAddToCart';
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
/** Box of a card without a picture (4:5, like the photos). */
const CARD_BOX = { width: 800, height: 1000 } as const;
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

export const DEFAULT_PRODUCT_CARD_LABELS: ProductCardLabels = {
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
  /** Overrides the store client's locale for the price. */
  locale?: string;
  /** Overrides the theme's currency style (`CurrencyProvider`) for the price. */
  currencyStyle?: CurrencyStyle;
  /** Usually the theme's `settings.layout.productCard`. */
  layout?: ProductCardLayout;
  /** Set on the cards above the fold: loads eagerly with high fetch priority (LCP). */
  priority?: boolean;
  /** `sizes` of the image; defaults to {@link PRODUCT_CARD_SIZES}. */
  sizes?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The control drawn on the picture, above the card's link: the kit's
   * {@link QuickAddToCart} by default (its options panel loads on demand);
   * `false` for none (a card with its own add-to-cart, like the wish list's).
   */
  quickAdd?: ReactNode | false;
  /** Shown when the picture fails to load (spec 8); the kit's error image by default. */
  errorSrc?: string;
  /** Shown when there is no picture (spec 8); the kit's default image by default. */
  defaultSrc?: string;
  labels?: Partial<ProductCardLabels>;
  className?: string;
}

/**
 * A product tile for grids: 4:5 picture (a second picture shows on hover),
 * title, price in the shopper's currency, sale / sold-out badge and colour
 * swatches. The whole card is one link. A picture that fails to load falls
 * back to the error image, one that is missing to the default image (spec 8).
 *
 * The three layouts of the theme setting `layout.productCard` each look their
 * own: `standard` puts vendor, title, price and swatches under the picture;
 * `overlay` lays title and price on a panel over the bottom of the picture;
 * `minimal` keeps one line of title and price under it, nothing else.
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
  currencyStyle,
  layout = 'standard',
  priority = false,
  sizes = PRODUCT_CARD_SIZES,
  headingLevel = 3,
  quickAdd,
  errorSrc,
  defaultSrc,
  labels,
  className,
}: ProductCardProps) {
  const text = useLabels('ProductCard', DEFAULT_PRODUCT_CARD_LABELS, labels);
  const titleId = useId();
  const isSale = product.compare_at_price != null && product.compare_at_price > product.price;
  const isSoldOut = !product.available;
  const Heading = `h${headingLevel}` as const;
  const swatches = layout === 'minimal' ? [] : product.swatches;
  const image = product.image;
  const control =
    quickAdd === undefined ? (
      <QuickAddToCart product={product} productHref={href} locale={locale} currencyStyle={currencyStyle} />
    ) : (
      quickAdd
    );

  return (
    <article
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-layout={layout}
      data-sale={isSale || undefined}
      data-sold-out={isSoldOut || undefined}
    >
      <div className={styles.mediaWell} data-part="media">
        <ProductImage
          image={image}
          alt={image?.alt ?? product.title}
          className={styles.image}
          sizes={sizes}
          fallbackWidth={FALLBACK_WIDTH}
          // A 4:5 box from the attributes, so the grid does not shift while the picture loads.
          width={image?.width ?? CARD_BOX.width}
          height={Math.round(((image?.width ?? CARD_BOX.width) * 5) / 4)}
          errorSrc={errorSrc}
          defaultSrc={defaultSrc}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
        {product.hover_image && (
          // The hover picture repeats the product: hidden from screen readers, and simply gone if it fails.
          <ProductImage
            image={product.hover_image}
            alt=""
            aria-hidden
            className={styles.hoverImage}
            sizes={sizes}
            fallbackWidth={FALLBACK_WIDTH}
            width={product.hover_image.width}
            height={Math.round((product.hover_image.width * 5) / 4)}
            errorSrc=""
            defaultSrc=""
            loading="lazy"
            decoding="async"
          />
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
        {control && (
          <div className={styles.quickAdd} data-testid="quick-add">
            {control}
          </div>
        )}
      </div>
      <div className={styles.info} data-part="info">
        {layout === 'standard' && product.vendor && <p className={styles.vendor}>{product.vendor}</p>}
        <Heading className={styles.title} id={titleId}>
          <Link className={styles.link} href={href}>
            {product.title}
          </Link>
        </Heading>
        <span className={styles.priceRow} data-part="price">
          {product.price_max > product.price && <span>{text.from}</span>}
          <Price
            amount={product.price}
            compareAt={product.compare_at_price}
            currency={product.currency}
            locale={locale}
            style={currencyStyle}
            size="sm"
          />
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
