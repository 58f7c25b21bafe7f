import type { CurrencyStyle } from '@vitrine/headless';
import type { Image, Order, PricedCartJson } from '@vitrine/headless/contract';
import { useId, useState } from 'react';
import { IMAGE_WIDTHS, imageUrl } from '../../image/image';
import { useLabels } from '../../kit/labels';
import { Price } from '../../Price/Price';
import * as styles from './CheckoutPage.css';
import { DEFAULT_CHECKOUT_PAGE_LABELS, type CheckoutPageLabels } from './labels';

/** Thumbnail width in the summary (CSS px). */
const THUMB_WIDTH = 64;
/** The media route's smallest width at twice the thumbnail's, for sharp screens (it renders only its own widths). */
const THUMB_SOURCE_WIDTH = IMAGE_WIDTHS.find((width) => width >= THUMB_WIDTH * 2) ?? THUMB_WIDTH * 2;

/** One line of a summary: a cart line or an order line. */
export interface SummaryLine {
  key: string;
  title: string;
  variantTitle: string;
  quantity: number;
  /** What the line costs, computed by the server (minor units). */
  lineTotal: number;
  image: Image | null;
}

/** The amounts of a summary, all computed by the server (minor units of `currency`). */
export interface SummaryAmounts {
  currency: string;
  subtotal: number;
  discount: number;
  discountCode?: string | null;
  /** `null` until a shipping method is chosen. */
  shipping: number | null;
  tax: number;
  total: number;
}

/** A cart as the summary shows it. */
export function summaryOfCart(cart: PricedCartJson): { lines: SummaryLine[]; amounts: SummaryAmounts } {
  return {
    lines: Object.values(cart.cart).map((line) => ({
      key: line.key,
      title: line.product.title,
      variantTitle: line.variant.title,
      quantity: line.quantity,
      lineTotal: line.line_total,
      image: line.image,
    })),
    amounts: {
      currency: cart.currency,
      subtotal: cart.cart_subtotal,
      discount: cart.discount_total,
      discountCode: cart.coupon_record?.code ?? null,
      shipping: cart.shipping.selected ? cart.shipping_total : null,
      tax: cart.tax_total,
      total: cart.cart_total,
    },
  };
}

/** An order as the summary shows it; `images` by variant id where the page found them. */
export function summaryOfOrder(
  order: Order,
  images: Readonly<Record<number, Image>> = {},
): { lines: SummaryLine[]; amounts: SummaryAmounts } {
  return {
    lines: order.lines.map((line, index) => ({
      key: `${line.variant_id}-${index}`,
      title: line.product_title,
      variantTitle: line.variant_title,
      quantity: line.quantity,
      lineTotal: line.line_total,
      image: (line.variant_id !== null ? images[line.variant_id] : undefined) ?? null,
    })),
    amounts: {
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total,
    },
  };
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  amounts: SummaryAmounts;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** A cart (folds on a phone, with the total in its bar) or a placed order (always open). */
  kind?: 'cart' | 'order';
  labels?: Partial<CheckoutPageLabels>;
}

/**
 * What is bought and what it costs, in the checkout currency (what is
 * charged; never converted). On a phone a cart's summary starts folded behind
 * a bar with the total (the server sends it folded, so nothing moves when
 * scripts arrive; without scripts it is open). Renders `data-open` and test
 * ids on each amount (`summary-total`, `summary-shipping` …).
 *
 * @example
 * const { lines, amounts } = summaryOfCart(cart);
 * <OrderSummary lines={lines} amounts={amounts} locale="en-US" />
 */
export function OrderSummary({ lines, amounts, locale, currencyStyle, kind = 'cart', labels }: OrderSummaryProps) {
  const text = useLabels('CheckoutPage', DEFAULT_CHECKOUT_PAGE_LABELS, labels);
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const money = (amount: number, size: 'sm' | 'md' | 'lg' = 'sm') => (
    <Price amount={amount} currency={amounts.currency} locale={locale} style={currencyStyle} size={size} />
  );
  const prefix = kind === 'cart' ? 'summary' : 'order';
  return (
    <aside
      className={styles.summary}
      aria-labelledby={`${id}-title`}
      data-testid={kind === 'cart' ? 'order-summary' : 'order-totals'}
      data-open={kind === 'order' || isOpen}
    >
      {kind === 'cart' ? (
        <button
          type="button"
          className={styles.summaryToggle}
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className={styles.summaryToggleLabel}>{isOpen ? text.summaryHide : text.summaryShow}</span>
          {money(amounts.total, 'md')}
        </button>
      ) : null}
      <div className={styles.summaryBody} id={`${id}-body`}>
        <h2 id={`${id}-title`} className={styles.summaryTitle}>
          {text.summary}
        </h2>
        <ul className={styles.lines} aria-label={text.linesLabel}>
          {lines.map((line) => (
            <li key={line.key} className={styles.line} data-testid={kind === 'cart' ? 'summary-line' : 'order-line'}>
              {line.image ? (
                <span className={styles.thumb}>
                  <img
                    className={styles.thumbImage}
                    src={imageUrl(line.image.url, THUMB_SOURCE_WIDTH)}
                    width={THUMB_WIDTH}
                    height={THUMB_WIDTH}
                    alt={line.image.alt}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.badge} aria-label={text.quantityBadge(line.quantity)}>
                    {line.quantity}
                  </span>
                </span>
              ) : (
                // No picture (an order keeps none): the quantity alone, never an empty box.
                <span className={styles.quantityOnly} aria-label={text.quantityBadge(line.quantity)}>
                  {line.quantity} ×
                </span>
              )}
              <span className={styles.lineTitle}>
                <span>{line.title}</span>
                {line.variantTitle ? <span className={styles.lineVariant}>{line.variantTitle}</span> : null}
              </span>
              {money(line.lineTotal)}
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>{text.subtotal}</dt>
            <dd data-testid={`${prefix}-subtotal`}>{money(amounts.subtotal)}</dd>
          </div>
          {amounts.discount > 0 ? (
            <div className={styles.totalRow}>
              <dt>
                {text.discount}
                {amounts.discountCode ? <span className={styles.codeTag}>{amounts.discountCode}</span> : null}
              </dt>
              <dd data-testid={`${prefix}-discount`}>−{money(amounts.discount)}</dd>
            </div>
          ) : null}
          <div className={styles.totalRow}>
            <dt>{text.shipping}</dt>
            <dd data-testid={`${prefix}-shipping`}>
              {amounts.shipping === null
                ? text.shippingLater
                : amounts.shipping === 0
                  ? text.free
                  : money(amounts.shipping)}
            </dd>
          </div>
          {amounts.tax > 0 ? (
            <div className={styles.totalRow}>
              <dt>{text.taxes}</dt>
              <dd data-testid={`${prefix}-tax`}>{money(amounts.tax)}</dd>
            </div>
          ) : null}
          <div className={styles.grandTotal}>
            <dt>{text.total}</dt>
            <dd data-testid={`${prefix}-total`} data-amount={amounts.total}>
              {money(amounts.total, 'lg')}
            </dd>
          </div>
        </dl>
        {kind === 'cart' ? <p className={styles.currencyNote}>{text.chargedIn(amounts.currency)}</p> : null}
      </div>
    </aside>
  );
}
