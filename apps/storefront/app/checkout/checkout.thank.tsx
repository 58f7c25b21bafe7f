import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTracking } from '@vitrine/headless';
import type { Order } from '@vitrine/headless/contract';
import { useT } from '@vitrine/i18n';
import { orderForPage } from './checkout-order.server';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import * as styles from './checkout.css';
import { OrderTotals } from './checkout-parts';
import type { Route } from './+types/checkout.thank';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { order: await orderForPage(request, context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['checkoutPage.thank.title']);
}

export function headers() {
  return checkoutHeaders();
}

/** Key in session storage that marks an order's purchase as reported, so a reload does not count it twice. */
const PURCHASE_KEY = 'vitrine:purchase:';

/** Publishes `purchase` once per order (event id: base64 of the order number, spec 9). */
function usePurchaseTracking(order: Order) {
  const { trackPurchase } = useTracking({ routeName: 'order-query', title: order.number });
  useEffect(() => {
    try {
      if (sessionStorage.getItem(PURCHASE_KEY + order.number)) return;
      sessionStorage.setItem(PURCHASE_KEY + order.number, '1');
    } catch {
      // Without session storage the event still goes out.
    }
    trackPurchase({
      orderId: order.id,
      orderNumber: order.number,
      currency: order.currency,
      quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      items: order.lines.map((line) => ({
        productId: null,
        variantId: line.variant_id,
        sku: line.sku,
        title: line.product_title,
        price: line.unit_price,
        quantity: line.quantity,
      })),
      orderShipping: order.shipping,
      taxesTotal: order.tax,
      orderPayTime: order.payment_status === 'paid' ? order.placed_at : null,
      userData: { email: order.email },
    });
  }, [order, trackPurchase]);
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { order } = loaderData;
  usePurchaseTracking(order);
  const a = order.shipping_address;
  const address = [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address1,
    a.address2,
    [a.postcode, a.city].filter(Boolean).join(' '),
    [a.province, a.country].filter(Boolean).join(', '),
    a.phone,
  ]
    .filter(Boolean)
    .join('\n');
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
                {t('checkoutPage.thank.number', { number: order.number })}
              </p>
              <h1 className={styles.title}>{t('checkoutPage.thank.title')}</h1>
            </div>
          </div>
          <div className={styles.panel}>
            <p>{t('checkoutPage.thank.confirmation', { email: order.email })}</p>
            <dl className={styles.review}>
              <div className={styles.reviewRow}>
                <dt className={styles.reviewLabel}>{t('checkoutPage.thank.paymentStatus')}</dt>
                <dd data-testid="payment-status" data-status={order.payment_status}>
                  {order.payment_status === 'paid' ? t('checkoutPage.thank.paid') : t('checkoutPage.thank.unpaid')}
                </dd>
              </div>
              <div className={styles.reviewRow}>
                <dt className={styles.reviewLabel}>{t('checkoutPage.review.shipTo')}</dt>
                <dd>
                  <address className={styles.address}>{address}</address>
                </dd>
              </div>
            </dl>
          </div>
          <Link to="/">{t('common.continueShopping')}</Link>
        </div>
      </div>
      <aside className={styles.summary} aria-label={t('cart.summary')}>
        <OrderTotals order={order} />
      </aside>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
