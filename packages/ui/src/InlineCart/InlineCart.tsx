import type { CurrencyStyle, UseCartResult } from '@vitrine/headless';
import { useId } from 'react';
import { button } from '../Button/Button.css';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { InlineCartLine } from './InlineCartLine';
import { DEFAULT_INLINE_CART_LABELS, type InlineCartLabels } from './labels';
import * as styles from './InlineCart.css';
import { useLabels } from '../kit/labels';

/** The parts of `useCart()`'s result the inline cart reads and calls. */
export type InlineCartState = Pick<
  UseCartResult,
  'cart' | 'lines' | 'count' | 'status' | 'isLinePending' | 'error' | 'messages' | 'changeQuantity' | 'remove'
>;

/** Props of {@link InlineCart}. */
export interface InlineCartProps {
  /**
   * The result of `useCart()` from `@vitrine/headless`. Taken as a prop: the
   * cart page already calls the hook for its coupon and shipping parts and
   * for the route loader's cart (`replaceCart`), and any state (loading,
   * pending line, notices) can be shown without a store.
   */
  cart: InlineCartState;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** Shows a checkout button when given. */
  checkoutHref?: string;
  continueShoppingHref?: string;
  /** Product page of a line; defaults to `/products/{handle}`. */
  productHref?: (handle: string) => string;
  /** Extra parts under the totals (coupon form, shipping methods, notes). */
  children?: React.ReactNode;
  labels?: Partial<InlineCartLabels>;
  className?: string;
}

/**
 * The cart shown in the page (the cart page, or an aside): each line with
 * image, title, variant, price, quantity stepper and remove; the totals; the
 * server's notices (warning, error, success). Quantity changes and removals
 * show at once and roll back on failure (headless); a line with a change in
 * flight is `aria-busy` and announced as updating (not faded: its text keeps
 * its contrast).
 *
 * Renders `data-status` and `data-empty` on the root, `data-pending` on busy
 * lines and `data-type` on notices.
 *
 * @example
 * const cart = useCart();
 * <InlineCart cart={cart} checkoutHref={`/checkouts/${cart.cart?.hash}`}>
 *   <CouponForm coupon={useCoupon()} />
 * </InlineCart>
 */
export function InlineCart({
  cart: state,
  locale,
  currencyStyle = 'default',
  checkoutHref,
  continueShoppingHref = '/',
  productHref = (handle) => `/products/${handle}`,
  children,
  labels,
  className,
}: InlineCartProps) {
  const text = useLabels('InlineCart', DEFAULT_INLINE_CART_LABELS, labels);
  const titleId = useId();
  const { cart, lines, count, status } = state;
  const isLoading = status === 'loading' && !cart;
  const isEmpty = !isLoading && lines.length === 0;
  const currency = cart?.currency ?? 'USD';
  const price = (amount: number) => <Price amount={amount} currency={currency} locale={locale} style={currencyStyle} />;
  // Failures are already rolled back by headless; the caller's own handling is the promise it gets from the hook.
  const ignore = () => {};

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || status === 'updating' || undefined}
      data-status={status}
      data-empty={isEmpty || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {text.title} {count > 0 && <span className={styles.count}>{text.itemCount(count)}</span>}
      </h2>

      {(state.error || state.messages.length > 0) && (
        // The failed change is an alert beside the list of notices: a list item can not be an alert.
        <div className={styles.messages}>
          {state.messages.length > 0 && (
            <ul className={styles.messages}>
              {state.messages.map((message) => (
                <li key={message.id} className={styles.message} data-type={message.type}>
                  {message.message}
                </li>
              ))}
            </ul>
          )}
          {state.error && (
            <p role="alert" className={styles.message} data-type="error">
              {state.error.message}
            </p>
          )}
        </div>
      )}

      {isLoading ? (
        <p role="status">{text.loading}</p>
      ) : isEmpty ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{text.empty}</p>
          <Link className={button({ variant: 'primary' })} href={continueShoppingHref}>
            {text.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-label={text.linesLabel}>
            {lines.map((line) => (
              <InlineCartLine
                key={line.key}
                line={line}
                currency={currency}
                locale={locale}
                currencyStyle={currencyStyle}
                href={productHref(line.product.handle)}
                isPending={state.isLinePending(line.key)}
                onQuantityChange={(key, quantity) => state.changeQuantity(key, quantity).catch(ignore)}
                onRemove={(key) => state.remove(key).catch(ignore)}
                labels={text}
              />
            ))}
          </ul>
          {cart && (
            <div className={styles.summary}>
              {children}
              <dl className={styles.totals}>
                <dt className={styles.term}>{text.subtotal}</dt>
                <dd className={styles.value}>{price(cart.cart_contents_total)}</dd>
                {cart.shipping.selected && (
                  <>
                    <dt className={styles.term}>{text.shipping}</dt>
                    <dd className={styles.value}>{cart.shipping_total === 0 ? text.free : price(cart.shipping_total)}</dd>
                  </>
                )}
                <dt className={`${styles.term} ${styles.grandTotal}`}>{text.orderTotal}</dt>
                <dd className={`${styles.value} ${styles.grandTotal}`}>{price(cart.cart_total)}</dd>
              </dl>
              <p className={styles.note}>{text.taxNote}</p>
              {checkoutHref && (
                <Link className={button({ variant: 'primary', size: 'lg', fullWidth: true })} href={checkoutHref}>
                  {text.checkout}
                </Link>
              )}
            </div>
          )}
        </>
      )}
      {/* Always rendered: a live region only announces changes once it exists. */}
      <VisuallyHidden role="status">{status === 'updating' ? text.updating : ''}</VisuallyHidden>
    </section>
  );
}
