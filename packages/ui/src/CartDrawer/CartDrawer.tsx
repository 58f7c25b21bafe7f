import * as Dialog from '@radix-ui/react-dialog';
import { useCart, type CurrencyStyle } from '@vitrine/headless';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { BagIcon, CloseIcon } from '../icons/icons';
import { CART_PATH } from '../kit/cartUi';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { ChargedInNote } from '../Price/ChargedInNote';
import { ReservationCountdown } from '../ReservationCountdown/ReservationCountdown';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CartDrawerLine } from './CartDrawerLine';
import { DEFAULT_CART_DRAWER_LABELS, type CartDrawerLabels } from './labels';
import * as styles from './CartDrawer.css';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** The cart page: "View cart", and where the line forms post without JavaScript. */
  cartHref?: string;
  /** Shows a checkout button when given. */
  checkoutHref?: string;
  /** Product page of a line; defaults to `/products/{handle}`. */
  productHref?: (handle: string) => string;
  labels?: Partial<CartDrawerLabels>;
  /**
   * The cart reservation countdown (spec 9) above the totals: the store
   * setting `cart.reservation_minutes` (null: none) and the server's time
   * when the drawer opened (never the device's date).
   */
  reservation?: { minutes: number | null; serverNow: number } | null;
}

/**
 * The cart as a side sheet from the inline-end edge (Radix Dialog: focus is
 * trapped inside, Escape and the overlay close it, focus returns to what
 * opened it). It reads and changes the cart through `useCart()` itself: each
 * line's quantity and Remove are forms posting cart intents to the cart
 * page, enhanced in place; counts and totals are the server's.
 *
 * Every link in it ("Check out", "View cart", a product) closes it as it
 * navigates, so the page it opens is never under a focus trap:
 * what the shopper types next lands in that page.
 *
 * The sheet renders in a portal on `<body>`, so the theme class must be on
 * `<html>` for it to be themed. Renders `data-status` on the sheet and
 * `data-pending` on busy lines.
 *
 * @example
 * <CartDrawer open={open} onOpenChange={setOpen} checkoutHref="/checkouts?step=contact_information" />
 */
export function CartDrawer({
  open,
  onOpenChange,
  locale,
  currencyStyle = 'default',
  cartHref = CART_PATH,
  checkoutHref,
  productHref = (handle) => `/products/${handle}`,
  labels,
  reservation,
}: CartDrawerProps) {
  const text = useLabels('CartDrawer', DEFAULT_CART_DRAWER_LABELS, labels);
  const { cart, lines, count, status, error, isLinePending } = useCart();
  const isLoading = status === 'loading' && !cart;
  const isBusy = status === 'loading' || status === 'updating';
  // Radix returns focus only to a <Dialog.Trigger>; the storefront opens the
  // drawer from its header (or after add-to-cart), so remember what had focus.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          data-status={status}
          aria-busy={isBusy}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
        >
          <header className={styles.header}>
            <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
              {text.title} {count > 0 && <span className={styles.count}>{text.itemCount(count)}</span>}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={text.close}>
                <CloseIcon className={styles.icon} />
              </Button>
            </Dialog.Close>
          </header>

          {error && (
            <p role="alert" className={styles.message}>
              {error.message}
            </p>
          )}

          <div className={styles.body}>
            {isLoading ? (
              <p role="status" className={styles.empty}>
                {text.loading}
              </p>
            ) : lines.length === 0 ? (
              <div className={styles.empty} data-empty="">
                <BagIcon className={styles.emptyIcon} />
                <p className={styles.emptyText}>{text.empty}</p>
                <Dialog.Close asChild>
                  <Button variant="primary">{text.continueShopping}</Button>
                </Dialog.Close>
              </div>
            ) : (
              <ul className={styles.lines} aria-label={text.linesLabel}>
                {lines.map((line) => (
                  <CartDrawerLine
                    key={line.key}
                    line={line}
                    action={cartHref}
                    currency={cart?.currency ?? 'USD'}
                    locale={locale}
                    currencyStyle={currencyStyle}
                    href={productHref(line.product.handle)}
                    isPending={isLinePending(line.key)}
                    onNavigate={close}
                    onRemoved={() => titleRef.current?.focus()}
                    labels={text}
                  />
                ))}
              </ul>
            )}
          </div>

          {cart && lines.length > 0 && (
            <footer className={styles.footer}>
              {reservation ? (
                <ReservationCountdown minutes={reservation.minutes} serverNow={reservation.serverNow} />
              ) : null}
              <p className={styles.subtotal}>
                <span>{text.subtotal}</span>
                <Price
                  amount={cart.cart_contents_total}
                  currency={cart.currency}
                  locale={locale}
                  style={currencyStyle}
                />
              </p>
              <p className={styles.note}>{text.taxNote}</p>
              <ChargedInNote className={styles.note} currency={cart.currency} text={text.chargedIn} />
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
              {/* Always rendered: a live region only announces changes once it exists. */}
              <VisuallyHidden role="status">{status === 'updating' ? text.updating : ''}</VisuallyHidden>
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
