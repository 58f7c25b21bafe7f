import type { CartLine, CurrencyStyle } from '@vitrine/headless';
import { imageSrcSet, imageUrl } from '../image/image';
import { CartLineForms } from '../InlineCart/CartLineForms';
import { DEFAULT_VARIANT_TITLE } from '../InlineCart/InlineCartLine';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import type { CartDrawerLabels } from './labels';
import * as styles from './CartDrawer.css';

/** Thumbnail widths worth offering: the thumbnail is ~80 px wide, up to 3× density. */
const THUMBNAIL_WIDTHS = [100, 200, 300];
/** Matches `size.thumbnail` in the shipped themes (`sizes` can not read CSS variables). */
const THUMBNAIL_SIZES = '80px';

interface CartDrawerLineProps {
  line: CartLine;
  action: string;
  currency: string;
  locale: string | undefined;
  currencyStyle: CurrencyStyle;
  href: string;
  isPending: boolean;
  onNavigate: () => void;
  onRemoved: () => void;
  labels: CartDrawerLabels;
}

/** One line of the cart drawer: image, titles, its quantity and Remove forms, line price (the server's). */
export function CartDrawerLine({
  line,
  action,
  currency,
  locale,
  currencyStyle,
  href,
  isPending,
  onNavigate,
  onRemoved,
  labels,
}: CartDrawerLineProps) {
  const title = line.product.title;
  const compareAt = line.variant.compare_at_price;
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
        <Link className={styles.lineTitle} href={href} onClick={onNavigate}>
          {title}
        </Link>
        {line.variant.title && line.variant.title !== DEFAULT_VARIANT_TITLE && (
          <p className={styles.variantTitle}>{line.variant.title}</p>
        )}
        <div className={styles.lineControls}>
          <CartLineForms
            line={line}
            action={action}
            labels={labels}
            onRemoved={onRemoved}
            classNames={{
              quantity: styles.lineForm,
              remove: styles.lineForm,
              removeButton: styles.remove,
              error: styles.lineError,
            }}
          />
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
