import { usePrice, type CurrencyStyle, type PriceParts } from '@vitrine/headless';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';
import { useLabels } from '../kit/labels';

/** Screen-reader labels; override to translate. */
export interface PriceLabels {
  salePrice: string;
  regularPrice: string;
}

export const DEFAULT_PRICE_LABELS: PriceLabels = { salePrice: 'Sale price', regularPrice: 'Regular price' };

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amount in minor units (cents), in `currency`. */
  amount: number;
  /** ISO 4217 code of `amount`, e.g. `USD` (the store's currency for catalogue prices). */
  currency: string;
  /** Regular price in minor units; when above `amount` the price shows as a sale. */
  compareAt?: number | null;
  /** BCP 47 locale for separators; defaults to the store client's locale (en-US outside a `StoreProvider`). */
  locale?: string;
  /** `centsub` shows cents as superscript; defaults to the `CurrencyProvider`'s theme setting `currency_style`. */
  style?: CurrencyStyle;
  /** Show exactly `currency` (the charge currency at checkout, order history): no conversion to the shopper's currency. */
  isConversionDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  labels?: Partial<PriceLabels>;
  className?: string;
}

/**
 * A price in the shopper's currency, with the struck-through regular price
 * when on sale. It calls `usePrice` itself: converted with the
 * `CurrencyProvider`'s rates into the shopper's price type (the server
 * already renders the converted amount), in the theme's currency style
 * (`centsub` cents as superscript) and the shopper's locale. The server
 * computes every charged amount in the store currency; a converted price is
 * a display only.
 *
 * Renders `data-sale` when `compareAt > amount`, `data-style`, and
 * `data-currency` (the currency shown) with `data-converted` when converted.
 * Screen readers get one plain string per amount ("Sale price $12.50"),
 * because superscript cents would otherwise be read as two numbers.
 *
 * @example
 * <Price amount={4900} compareAt={6900} currency="USD" />
 */
export function Price({
  amount,
  currency,
  compareAt,
  locale,
  style,
  isConversionDisabled,
  size = 'md',
  labels,
  className,
}: PriceProps) {
  const text = useLabels('Price', DEFAULT_PRICE_LABELS, labels);
  const price = usePrice({
    price: amount,
    compareAt: compareAt ?? null,
    currency,
    locale,
    style,
    isConversionDisabled,
  });
  const shownStyle = price.parts.style;
  const regular = price.isOnSale ? price.compareAt : null;
  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <span
      className={classes}
      data-sale={price.isOnSale || undefined}
      data-style={shownStyle}
      data-currency={price.currency}
      data-converted={price.isConverted || undefined}
    >
      <span className={styles.current} data-part="current">
        <VisuallyHidden>{price.isOnSale ? `${text.salePrice} ${price.text}` : price.text}</VisuallyHidden>
        <Amount parts={price.parts} style={shownStyle} />
      </span>
      {regular && (
        <s className={styles.compareAt} data-part="compare-at">
          <VisuallyHidden>{`${text.regularPrice} ${regular.text}`}</VisuallyHidden>
          <Amount parts={regular.parts} style={shownStyle} />
        </s>
      )}
    </span>
  );
}

/** The visible amount; hidden from screen readers, which read the plain text beside it. */
function Amount({ parts, style }: { parts: PriceParts; style: CurrencyStyle }) {
  if (style !== 'centsub' || !parts.fraction) return <span aria-hidden="true">{parts.text}</span>;
  const sign = parts.isNegative ? '-' : '';
  return (
    <span aria-hidden="true">
      {sign}
      {parts.symbolPosition === 'before' && parts.symbol}
      {parts.integer}
      <sup className={styles.cents}>{parts.fraction}</sup>
      {parts.symbolPosition === 'after' && `\u00a0${parts.symbol}`}
    </span>
  );
}
