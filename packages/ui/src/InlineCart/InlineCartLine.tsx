import type { CartLine, CurrencyStyle } from '@vitrine/headless';
import { imageSrcSet, imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CartLineForms } from './CartLineForms';
import type { InlineCartLabels } from './labels';
import * as styles from './InlineCart.css';

/** The thumbnail is ~80 px wide; up to 3× density. */
const THUMBNAIL_WIDTHS = [100, 200, 300];
/** Matches `size.thumbnail` in the shipped themes (`sizes` can not read CSS variables). */
const THUMBNAIL_SIZES = '80px';
/** Variant title of single-variant products, which says nothing to the shopper. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

interface InlineCartLineProps {
  line: CartLine;
  action: string;
  currency: string;
  locale: string | undefined;
  currencyStyle: CurrencyStyle;
  href: string;
  isPending: boolean;
  error: string | null;
  onRemoved: () => void;
  labels: InlineCartLabels;
}

/** One cart line on the cart page: image, titles, unit price, its quantity and Remove forms, line total (the server's). */
export function InlineCartLine({
  line,
  action,
  currency,
  locale,
  currencyStyle,
  href,
  isPending,
  error,
  onRemoved,
  labels,
}: InlineCartLineProps) {
  const title = line.product.title;
  const compareAt = line.variant.compare_at_price;
  const isSale = compareAt != null && compareAt > line.variant.price;
  const price = { currency, locale, style: currencyStyle, size: 'sm' } as const;
  return (
    <li
      className={styles.line}
      data-testid="cart-line"
      data-key={line.key}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
    >
      {line.image ? (
        <img
          className={styles.thumbnail}
          src={imageUrl(line.image.url, THUMBNAIL_WIDTHS[1] ?? 200)}
          srcSet={imageSrcSet(line.image.url, THUMBNAIL_WIDTHS)}
          sizes={THUMBNAIL_SIZES}
          width={line.image.width}
          height={Math.round((line.image.width * 5) / 4)}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <div className={styles.info}>
        <Link className={styles.lineTitle} href={`${href}?variant=${line.variant.ID}`}>
          {title}
        </Link>
        {line.variant.title && line.variant.title !== DEFAULT_VARIANT_TITLE && (
          <p className={styles.variant}>{line.variant.title}</p>
        )}
        {isPending && <VisuallyHidden>{labels.lineUpdating}</VisuallyHidden>}
      </div>
      <Price
        {...price}
        amount={line.variant.price}
        compareAt={isSale ? compareAt : null}
        className={styles.unitPrice}
      />
      <div className={styles.quantity}>
        <CartLineForms
          line={line}
          action={action}
          labels={labels}
          error={error}
          onRemoved={onRemoved}
          classNames={{
            quantity: styles.lineForm,
            remove: styles.lineForm,
            removeButton: styles.remove,
            error: styles.lineError,
          }}
        />
      </div>
      {/* The server's line total; while the line is pending it is the last one the server sent. */}
      <div className={styles.lineTotalCell} data-testid="line-total">
        <Price
          {...price}
          amount={line.line_total}
          compareAt={isSale ? compareAt * line.quantity : null}
          className={styles.lineTotal}
        />
      </div>
    </li>
  );
}
