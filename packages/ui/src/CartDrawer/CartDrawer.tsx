import * as Dialog from '@radix-ui/react-dialog';
import type { Cart, CurrencyStyle } from '@vitrine/headless';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { BagIcon, CloseIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CartDrawerLine } from './CartDrawerLine';
import { DEFAULT_CART_DRAWER_LABELS, type CartDrawerLabels } from './labels';
import * as styles from './CartDrawer.css';
import { useLabels } from '../kit/labels';

/** What the cart is doing: `loading` before the first cart arrives, `updating` while a change is in flight. */
export type CartDrawerStatus = 'idle' | 'loading' | 'updating';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `null` until the cart is loaded (or when the shopper has none). */
  cart: Cart | null;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** A new quantity for the line with this key. */
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** Keys of lines with a change in flight; they are dimmed and `aria-busy`. */
  pendingKeys?: ReadonlySet<string> | readonly string[];
  status?: CartDrawerStatus;
  /** Count shown in the title; defaults to `cart.cart_contents_count` (pass the grouped count from headless). */
  itemCount?: number;
  /** The cart page. */
  cartHref?: string;
  /** Shows a checkout button when given. */
  checkoutHref?: string;
  /** Product page of a line; defaults to `/products/{handle}`. */
  productHref?: (handle: string) => string;
  /** Last cart error to show, e.g. "Only 3 left in stock". */
  error?: string | null;
  labels?: Partial<CartDrawerLabels>;
}

/**
 * The cart as a side sheet from the inline-end edge (Radix Dialog: focus is
 * trapped inside, Escape and the overlay close it, focus returns to what
 * opened it).
 *
 * The sheet renders in a portal on `<body>`, so the theme class must be on
 * `<html>` for it to be themed. Renders `data-status` on the sheet and
 * `data-pending` on busy lines.
 *
 * @example
 * <CartDrawer open={open} onOpenChange={setOpen} cart={cart}
 *   onQuantityChange={(key, q) => cart.update(key, q)} onRemove={(key) => cart.remove(key)} />
 */
export function CartDrawer({
  open,
  onOpenChange,
  cart,
  locale,
  currencyStyle = 'default',
  onQuantityChange,
  onRemove,
  pendingKeys,
  status = 'idle',
  itemCount,
  cartHref = '/cart',
  checkoutHref,
  productHref = (handle) => `/products/${handle}`,
  error = null,
  labels,
}: CartDrawerProps) {
  const text = useLabels('CartDrawer', DEFAULT_CART_DRAWER_LABELS, labels);
  const lines = cart ? Object.values(cart.cart) : [];
  const pending = pendingKeys instanceof Set ? pendingKeys : new Set(pendingKeys ?? []);
  const count = itemCount ?? cart?.cart_contents_count ?? 0;
  const isLoading = status === 'loading' && !cart;
  // Radix returns focus only to a <Dialog.Trigger>; the storefront opens the
  // drawer from its header (or after add-to-cart), so remember what had focus.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          data-status={status}
          aria-busy={status !== 'idle'}
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
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>
              {text.title}{' '}
              {count > 0 && <span className={styles.count}>{text.itemCount(count)}</span>}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={text.close}>
                <CloseIcon className={styles.icon} />
              </Button>
            </Dialog.Close>
          </header>

          {error && (
            <p role="alert" className={styles.message}>
              {error}
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
                    currency={cart?.currency ?? 'USD'}
                    locale={locale}
                    currencyStyle={currencyStyle}
                    href={productHref(line.product.handle)}
                    isPending={pending.has(line.key)}
                    onQuantityChange={onQuantityChange}
                    onRemove={onRemove}
                    labels={text}
                  />
                ))}
              </ul>
            )}
          </div>

          {cart && lines.length > 0 && (
            <footer className={styles.footer}>
              <p className={styles.subtotal}>
                <span>{text.subtotal}</span>
                <Price amount={cart.cart_contents_total} currency={cart.currency} locale={locale} style={currencyStyle} />
              </p>
              <p className={styles.note}>{text.taxNote}</p>
              {checkoutHref && (
                <Link className={button({ variant: 'primary', size: 'lg', fullWidth: true })} href={checkoutHref}>
                  {text.checkout}
                </Link>
              )}
              <Link className={button({ variant: checkoutHref ? 'secondary' : 'primary', size: 'lg', fullWidth: true })} href={cartHref}>
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
