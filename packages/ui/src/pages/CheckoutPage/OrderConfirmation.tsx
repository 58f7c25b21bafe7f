import { Fragment } from 'react';
import type { CurrencyStyle } from '@vitrine/headless';
import type { Image, Order } from '@vitrine/headless/contract';
import { Alert } from '../../Alert/Alert';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import * as styles from './CheckoutPage.css';
import { DEFAULT_ORDER_CONFIRMATION_LABELS, type OrderConfirmationLabels } from './labels';
import { OrderSummary, summaryOfOrder } from './OrderSummary';

/** Props shared by the thank-you and payment-wait pages. */
export interface OrderPageProps {
  order: Order;
  /** Product pictures by variant id, for the order's lines. */
  images?: Readonly<Record<number, Image>>;
  /** The shipping address as an envelope shows it, one line each (the country's own order, names in the shopper's language). */
  addressLines: readonly string[];
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** Where "continue shopping" goes. */
  homeHref?: string;
  labels?: Partial<OrderConfirmationLabels>;
}

/**
 * The thank-you page (spec 2: order-query): the order number, where the
 * confirmation goes, whether it is paid, where it ships, and the order's
 * lines and amounts as charged.
 *
 * @example
 * <ThankYouPage order={order} addressLines={['Ada Lovelace', '500 Market Street', 'San Francisco, CA 94105']} />
 */
export function ThankYouPage({
  order,
  images,
  addressLines,
  locale,
  currencyStyle,
  homeHref = '/',
  labels,
}: OrderPageProps) {
  const text = useLabels('OrderConfirmation', DEFAULT_ORDER_CONFIRMATION_LABELS, labels);
  const summary = summaryOfOrder(order, images);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div className={styles.confirmation}>
          <div className={styles.confirmationHead}>
            <span className={styles.checkMark} aria-hidden="true">
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            </span>
            <div>
              <p className={styles.eyebrow} data-testid="order-number">
                {text.orderNumber(order.number)}
              </p>
              <h1 className={styles.title}>{text.thankTitle}</h1>
            </div>
          </div>
          <div className={styles.panel}>
            <p className={styles.reviewValue}>{text.confirmation(order.email)}</p>
            <dl className={styles.review}>
              <div className={styles.reviewRow}>
                <dt className={styles.reviewLabel}>{text.paymentStatus}</dt>
                <dd className={styles.reviewValue} data-testid="payment-status" data-status={order.payment_status}>
                  {order.payment_status === 'paid' ? text.paid : text.unpaid}
                </dd>
              </div>
              <div className={styles.reviewRow}>
                <dt className={styles.reviewLabel}>{text.shipTo}</dt>
                <dd className={styles.reviewValue}>
                  <address className={styles.address} data-testid="order-address">
                    {/* One line each, in its own direction (<bdi>): a Latin street in a Hebrew page keeps its order. */}
                    {addressLines.map((line, index) => (
                      <Fragment key={index}>
                        {index > 0 ? '\n' : null}
                        <bdi>{line}</bdi>
                      </Fragment>
                    ))}
                  </address>
                </dd>
              </div>
            </dl>
          </div>
          <Link href={homeHref}>{text.continueShopping}</Link>
        </div>
      </div>
      <OrderSummary
        kind="order"
        lines={summary.lines}
        amounts={summary.amounts}
        locale={locale}
        currencyStyle={currencyStyle}
      />
    </div>
  );
}

/** Props of {@link ProcessingPage}. */
export interface ProcessingPageProps extends Omit<OrderPageProps, 'addressLines'> {
  /** The payment was refused or timed out: the order was cancelled. */
  isFailed: boolean;
  /** Where "check again" goes (this page). */
  checkHref: string;
  cartHref?: string;
}

/**
 * The wait for the card provider (spec 2: order-received): the order is
 * placed and its payment not confirmed yet; the page looks again by itself.
 * A refused or timed-out payment says the order was cancelled.
 */
export function ProcessingPage({
  order,
  images,
  locale,
  currencyStyle,
  isFailed,
  checkHref,
  cartHref = '/cart',
  labels,
}: ProcessingPageProps) {
  const text = useLabels('OrderConfirmation', DEFAULT_ORDER_CONFIRMATION_LABELS, labels);
  const summary = summaryOfOrder(order, images);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div className={styles.confirmation} aria-live="polite">
          <h1 className={styles.title}>{text.processingTitle}</h1>
          {isFailed ? (
            <Alert tone="critical">{text.processingFailed(order.number)}</Alert>
          ) : (
            <p data-testid="processing-status">{text.processingBody(order.number)}</p>
          )}
          {isFailed ? (
            <Link href={cartHref}>{text.backToCart}</Link>
          ) : (
            <Link href={checkHref}>{text.processingCheck}</Link>
          )}
        </div>
      </div>
      <OrderSummary
        kind="order"
        lines={summary.lines}
        amounts={summary.amounts}
        locale={locale}
        currencyStyle={currencyStyle}
      />
    </div>
  );
}
