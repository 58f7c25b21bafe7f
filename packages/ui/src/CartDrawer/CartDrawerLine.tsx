import type { CartLine, CurrencyStyle } from '@vitrine/headless';
import { Button } from '../Button/Button';
import { imageSrcSet, imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { QUANTITY_MAX } from '../QuantityStepper/quantity';
import type { CartDrawerLabels } from './labels';
import * as styles from './CartDrawer.css';

/** Thumbnail widths worth offering: the thumbnail is ~80 px wide, up to 3× density. */
const THUMBNAIL_WIDTHS = [100, 200, 300];
/** Matches `size.thumbnail` in the shipped themes (`sizes` can not read CSS variables). */
const THUMBNAIL_SIZES = '80px';
/** Variant title of single-variant products, which says nothing to the shopper. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

interface CartDrawerLineProps {
  line: CartLine;
  currency: string;
  locale: string | undefined;
  currencyStyle: CurrencyStyle;
  href: string;
  isPending: boolean;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  labels: CartDrawerLabels;
}

/** One line of the cart drawer: image, titles, stepper, remove, line price. */
export function CartDrawerLine({
  line,
  currency,
  locale,
  currencyStyle,
  href,
  isPending,
  onQuantityChange,
  onRemove,
  labels,
}: CartDrawerLineProps) {
  const title = line.product.title;
  const compareAt = line.variant.compare_at_price;
  // Never cap below the quantity already in the cart, even if stock dropped since.
  const max = Math.min(QUANTITY_MAX, Math.max(line.quantity, line.variant.available));
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
      <div className={styles.lineInfo}>
        <Link className={styles.lineTitle} href={href}>
          {title}
        </Link>
        {line.variant.title && line.variant.title !== DEFAULT_VARIANT_TITLE && (
          <p className={styles.variantTitle}>{line.variant.title}</p>
        )}
        <div className={styles.lineControls}>
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
      </div>
      <Price
        amount={line.line_total}
        compareAt={compareAt != null && compareAt > line.variant.price ? compareAt * line.quantity : null}
        currency={currency}
        locale={locale}
        style={currencyStyle}
        size="sm"
        className={styles.linePrice}
      />
    </li>
  );
}
