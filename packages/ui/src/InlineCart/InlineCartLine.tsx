import type { CartLine, CurrencyStyle } from '@vitrine/headless';
import { Button } from '../Button/Button';
import { imageSrcSet, imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { QUANTITY_MAX } from '../QuantityStepper/quantity';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { InlineCartLabels } from './labels';
import * as styles from './InlineCart.css';

/** The thumbnail is ~80 px wide; up to 3× density. */
const THUMBNAIL_WIDTHS = [100, 200, 300];
/** Matches `size.thumbnail` in the shipped themes (`sizes` can not read CSS variables). */
const THUMBNAIL_SIZES = '80px';
/** Variant title of single-variant products, which says nothing to the shopper. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

interface InlineCartLineProps {
  line: CartLine;
  currency: string;
  locale: string | undefined;
  currencyStyle: CurrencyStyle;
  href: string;
  isPending: boolean;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  labels: InlineCartLabels;
}

/** One cart line on the cart page: image, titles, unit price, stepper and remove, line total. */
export function InlineCartLine({ line, currency, locale, currencyStyle, href, isPending, onQuantityChange, onRemove, labels }: InlineCartLineProps) {
  const title = line.product.title;
  const compareAt = line.variant.compare_at_price;
  const isSale = compareAt != null && compareAt > line.variant.price;
  // Never cap below the quantity already in the cart, even if stock dropped since.
  const max = Math.min(QUANTITY_MAX, Math.max(line.quantity, line.variant.available));
  const price = { currency, locale, style: currencyStyle, size: 'sm' } as const;
  return (
    <li className={styles.line} data-pending={isPending || undefined} aria-busy={isPending || undefined}>
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
        <Link className={styles.lineTitle} href={href}>
          {title}
        </Link>
        {line.variant.title && line.variant.title !== DEFAULT_VARIANT_TITLE && <p className={styles.variant}>{line.variant.title}</p>}
        {isPending && <VisuallyHidden>{labels.lineUpdating}</VisuallyHidden>}
      </div>
      <Price {...price} amount={line.variant.price} compareAt={isSale ? compareAt : null} className={styles.unitPrice} />
      <div className={styles.quantity}>
        <QuantityStepper
          size="small"
          value={line.quantity}
          max={max}
          label={labels.quantityFor(title)}
          decreaseLabel={labels.decreaseQuantity}
          increaseLabel={labels.increaseQuantity}
          onChange={(quantity) => onQuantityChange(line.key, quantity)}
        />
        <Button variant="ghost" size="sm" className={styles.remove} aria-label={labels.removeLine(title)} onClick={() => onRemove(line.key)}>
          {labels.remove}
        </Button>
      </div>
      <Price {...price} amount={line.line_total} compareAt={isSale ? compareAt * line.quantity : null} className={styles.lineTotal} />
    </li>
  );
}
