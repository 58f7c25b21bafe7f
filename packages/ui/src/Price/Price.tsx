import { formatPrice, type CurrencyStyle, type PriceParts } from '@vitrine/headless';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';
import { useLabels } from '../kit/labels';

/** Screen-reader labels; override to translate. */
export interface PriceLabels {
  salePrice: string;
  regularPrice: string;
}

const DEFAULT_LABELS: PriceLabels = { salePrice: 'Sale price', regularPrice: 'Regular price' };

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amount in minor units (cents). */
  amount: number;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  /** Regular price in minor units; when above `amount` the price shows as a sale. */
  compareAt?: number | null;
  /** BCP 47 locale for separators; defaults to `en-US`. */
  locale?: string;
  /** `centsub` (theme setting `currency_style`) shows cents as superscript. */
  style?: CurrencyStyle;
  size?: 'sm' | 'md' | 'lg';
  labels?: Partial<PriceLabels>;
  className?: string;
}

/**
 * A price, with the struck-through regular price when on sale.
 * Renders `data-sale` on the root when `compareAt > amount`.
 *
 * Screen readers get one plain string per amount ("Sale price $12.50"),
 * because superscript cents would otherwise be read as two numbers.
 *
 * @example
 * <Price amount={4900} compareAt={6900} currency="USD" style="centsub" />
 */
export function Price({ amount, currency, compareAt, locale, style = 'default', size = 'md', labels, className }: PriceProps) {
  const text = useLabels('Price', DEFAULT_LABELS, labels);
  const isSale = compareAt != null && compareAt > amount;
  const current = formatPrice(amount, { currency, locale, style });
  const regular = isSale ? formatPrice(compareAt, { currency, locale, style }) : null;
  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-sale={isSale || undefined} data-style={style}>
      <span className={styles.current} data-part="current">
        <VisuallyHidden>{isSale ? `${text.salePrice} ${current.text}` : current.text}</VisuallyHidden>
        <Amount parts={current} style={style} />
      </span>
      {regular && (
        <s className={styles.compareAt} data-part="compare-at">
          <VisuallyHidden>{`${text.regularPrice} ${regular.text}`}</VisuallyHidden>
          <Amount parts={regular} style={style} />
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
