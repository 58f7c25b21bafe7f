import * as Dialog from '@radix-ui/react-dialog';
import { useCart, type CurrencyStyle } from '@vitrine/headless';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { CloseIcon } from '../icons/icons';
import { imageSrcSet, imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import * as dialog from '../LoginDialog/LoginDialog.css';
import { Price } from '../Price/Price';
import { DEFAULT_ADD_TO_CART_DIALOG_LABELS, type AddToCartDialogLabels } from './labels';
import * as styles from './AddToCartDialog.css';
import { useLabels } from '../kit/labels';

/** Thumbnail widths: ~80 px wide, up to 3× density. */
const THUMBNAIL_WIDTHS = [100, 200, 300];
/** Variant title of single-variant products, which says nothing to the shopper. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** Props of {@link AddToCartDialog}. */
export interface AddToCartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The variant just added: its line is shown as the cart now holds it (the quantity is the total in the cart). */
  variantId: number | null;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  cartHref?: string;
  /** Shows a checkout button when given. */
  checkoutHref?: string;
  labels?: Partial<AddToCartDialogLabels>;
}

/**
 * Confirms an add-to-cart in place: the added line, the cart's subtotal, and
 * View cart / Check out / Continue shopping (Radix Dialog: focus trapped,
 * Escape closes, focus goes back to the add button).
 *
 * The storefront decides when (after an add, on pages that confirm in
 * place); the dialog reads the cart through `useCart()` itself, so its line,
 * subtotal and count are the server's. Its links close it as they navigate.
 * Renders `data-state` (Radix) on the panel.
 *
 * @example
 * add({ variant_id, quantity }, { onSettled: (o) => o.status === 'added' && setAdded(variant_id) });
 * <AddToCartDialog open={added !== null} onOpenChange={() => setAdded(null)} variantId={added} checkoutHref="/checkouts" />
 */
export function AddToCartDialog({
  open,
  onOpenChange,
  variantId,
  locale,
  currencyStyle = 'default',
  cartHref = '/cart',
  checkoutHref,
  labels,
}: AddToCartDialogProps) {
  const text = useLabels('AddToCartDialog', DEFAULT_ADD_TO_CART_DIALOG_LABELS, labels);
  const { cart, lines, count } = useCart();
  const line = lines.find((candidate) => candidate.variant.ID === variantId);
  // Opened after an add, not by a Dialog.Trigger: remember the add button to give focus back to.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  if (!cart || !line) return null;
  const compareAt = line.variant.compare_at_price;
  const price = { currency: cart.currency, locale, style: currencyStyle } as const;
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={dialog.header}>
            <Dialog.Title className={`${dialog.title} ${styles.titleRow}`}>
              <svg
                className={styles.check}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                aria-hidden="true"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {text.title}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={text.close}>
                <CloseIcon className={dialog.icon} />
              </Button>
            </Dialog.Close>
          </div>
          <div className={styles.line} data-line-key={line.key}>
            {line.image ? (
              <img
                className={styles.thumbnail}
                src={imageUrl(line.image.url, 200)}
                srcSet={imageSrcSet(line.image.url, THUMBNAIL_WIDTHS)}
                sizes="80px"
                width={line.image.width}
                height={Math.round((line.image.width * 5) / 4)}
                alt=""
              />
            ) : (
              <span className={styles.thumbnail} />
            )}
            <div className={styles.info}>
              <p className={styles.productTitle}>{line.product.title}</p>
              {line.variant.title && line.variant.title !== DEFAULT_VARIANT_TITLE && (
                <p className={styles.meta}>{line.variant.title}</p>
              )}
              <p className={styles.meta}>{text.quantity(line.quantity)}</p>
            </div>
            <Price
              {...price}
              size="sm"
              amount={line.line_total}
              compareAt={compareAt != null && compareAt > line.variant.price ? compareAt * line.quantity : null}
            />
          </div>
          <p className={styles.subtotal}>
            <span>{text.subtotal(count)}</span>
            <Price {...price} amount={cart.cart_contents_total} />
          </p>
          <div className={styles.actions}>
            {checkoutHref && (
              <Link
                className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
                href={checkoutHref}
                onClick={close}
              >
                {text.checkout}
              </Link>
            )}
            <Link
              className={button({ variant: checkoutHref ? 'secondary' : 'primary', size: 'lg', fullWidth: true })}
              href={cartHref}
              onClick={close}
            >
              {text.viewCart}
            </Link>
            <Dialog.Close asChild>
              <Button variant="ghost" fullWidth>
                {text.continueShopping}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
