import { useCart, type CurrencyStyle } from '@vitrine/headless';
import { useId, useRef, useState, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { CART_PATH } from '../kit/cartUi';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { ChargedInNote } from '../Price/ChargedInNote';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { InlineCartLine } from './InlineCartLine';
import { DEFAULT_INLINE_CART_LABELS, type InlineCartLabels } from './labels';
import * as styles from './InlineCart.css';

/** Props of {@link InlineCart}. */
export interface InlineCartProps {
  /** Where its forms post without JavaScript; the cart page by default. */
  action?: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** Shows a checkout link when given (see `checkout` for a form instead). */
  checkoutHref?: string;
  /** The checkout control under the totals (the cart page's start-checkout form); wins over `checkoutHref`. */
  checkout?: ReactNode;
  continueShoppingHref?: string;
  /** Product page of a line; defaults to `/products/{handle}`. */
  productHref?: (handle: string) => string;
  /** The server's refusal of a line's last posted change, by line key (a page without JavaScript). */
  lineErrors?: Readonly<Record<string, string>>;
  /** Extra parts above the totals (coupon form, shipping estimate). */
  children?: ReactNode;
  labels?: Partial<InlineCartLabels>;
  className?: string;
  /** The title's level: `h1` where the cart is the page (the cart page), `h2` where it is a part of one. */
  titleAs?: 'h1' | 'h2';
  /** The title's type as the page sets it (a page's own heading size): it replaces the cart's own title type. */
  titleClassName?: string;
}

/**
 * The cart shown in the page (the cart page, or an aside): each line with
 * image, title, variant, price, quantity stepper and Remove; the server's
 * totals (subtotal, discount, shipping, tax, total); the server's notices.
 * It reads and changes the cart through `useCart()` itself.
 *
 * Form-first: each line's quantity and Remove are real forms posting cart
 * intents to `action` (the cart page), so it works without JavaScript; once
 * hydrated the same forms change the cart in place. A changed line shows its
 * new quantity at once and is `aria-busy` until the server answers; counts
 * and totals are always the server's. After a removal, focus moves to the
 * cart's title (the removed line's controls are gone).
 *
 * Renders `data-status` and `data-empty` on the root, `data-pending` on busy
 * lines and `data-type` on notices.
 *
 * @example
 * <InlineCart checkout={<StartCheckoutForm />}><CouponForm /></InlineCart>
 */
export function InlineCart({
  action = CART_PATH,
  locale,
  currencyStyle = 'default',
  checkoutHref,
  checkout,
  continueShoppingHref = '/',
  productHref = (handle) => `/products/${handle}`,
  lineErrors = {},
  children,
  labels,
  className,
  titleAs: Title = 'h2',
  titleClassName,
}: InlineCartProps) {
  const text = useLabels('InlineCart', DEFAULT_INLINE_CART_LABELS, labels);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // What the live region says after a removal (the removed line's controls are gone, focus is on the title).
  const [removed, setRemoved] = useState('');
  const state = useCart();
  const { cart, lines, count, status } = state;
  const isLoading = status === 'loading' && !cart;
  const isEmpty = !isLoading && lines.length === 0;
  const currency = cart?.currency ?? 'USD';
  const price = (amount: number) => <Price amount={amount} currency={currency} locale={locale} style={currencyStyle} />;
  const isShippingKnown = cart?.shipping.selected != null;

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || status === 'updating' || undefined}
      data-status={status}
      data-empty={isEmpty || undefined}
    >
      <Title
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className={`${styles.title} ${titleClassName ?? styles.titleType}`}
      >
        {text.title} {count > 0 && <span className={styles.count}>{text.itemCount(count)}</span>}
      </Title>

      {state.messages.length > 0 && (
        <ul className={styles.messages}>
          {state.messages.map((message) => (
            <li key={message.id} className={styles.message} data-type={message.type}>
              {message.message}
            </li>
          ))}
        </ul>
      )}

      {isLoading ? (
        <p role="status">{text.loading}</p>
      ) : isEmpty ? (
        <div className={styles.empty} data-testid="cart-empty">
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
                action={action}
                currency={currency}
                locale={locale}
                currencyStyle={currencyStyle}
                href={productHref(line.product.handle)}
                isPending={state.isLinePending(line.key)}
                error={lineErrors[line.key] ?? null}
                onRemoved={() => {
                  setRemoved(text.lineRemoved(line.product.title));
                  titleRef.current?.focus();
                }}
                labels={text}
              />
            ))}
          </ul>
          {cart && (
            <div className={styles.summary}>
              {children}
              <dl className={styles.totals}>
                <dt className={styles.term}>{text.items}</dt>
                <dd className={styles.value} data-testid="cart-item-count">
                  {cart.item_count}
                </dd>
                <dt className={styles.term}>{text.subtotal}</dt>
                <dd className={styles.value} data-testid="cart-subtotal">
                  {price(cart.cart_subtotal)}
                </dd>
                {cart.discount_total > 0 && (
                  <>
                    <dt className={styles.term}>
                      {text.discount}{' '}
                      {cart.coupon_record && <span className={styles.code}>{cart.coupon_record.code}</span>}
                    </dt>
                    <dd className={styles.value} data-testid="cart-discount">
                      −{price(cart.discount_total)}
                    </dd>
                  </>
                )}
                <dt className={styles.term}>{text.shipping}</dt>
                <dd className={styles.value} data-testid="cart-shipping">
                  {!isShippingKnown
                    ? text.shippingLater
                    : cart.shipping_total === 0
                      ? text.free
                      : price(cart.shipping_total)}
                </dd>
                {cart.tax_total > 0 && !cart.taxes_included && (
                  <>
                    <dt className={styles.term}>{text.taxes}</dt>
                    <dd className={styles.value} data-testid="cart-tax">
                      {price(cart.tax_total)}
                    </dd>
                  </>
                )}
                <dt className={`${styles.term} ${styles.grandTotal}`}>{text.orderTotal}</dt>
                <dd className={`${styles.value} ${styles.grandTotal}`} data-testid="cart-total">
                  {price(cart.cart_total)}
                </dd>
              </dl>
              {!isShippingKnown && <p className={styles.note}>{text.taxNote}</p>}
              <ChargedInNote className={styles.note} currency={cart.currency} text={text.chargedIn} />
              {checkout ??
                (checkoutHref && (
                  <Link className={button({ variant: 'primary', size: 'lg', fullWidth: true })} href={checkoutHref}>
                    {text.checkout}
                  </Link>
                ))}
            </div>
          )}
        </>
      )}
      {/* Always rendered: a live region only announces changes once it exists. */}
      <VisuallyHidden role="status">{status === 'updating' ? text.updating : removed}</VisuallyHidden>
    </section>
  );
}
