import { useEffect } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { useT } from '@vitrine/i18n';
import { isAwaitingPayment, orderForPage } from './checkout-order.server';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import * as styles from './checkout.css';
import { OrderTotals } from './checkout-parts';
import type { Route } from './+types/checkout.processing';

/** How often the page looks again while the provider has not answered (spec 4: payment awaiting confirmation). */
const RECHECK_SECONDS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await orderForPage(request, context);
  // Paid (or placed with a manual method): the thank-you page; refused or timed out: said here.
  if (!isAwaitingPayment(order) && order.status === 'open') {
    throw redirect(`/checkouts/thank${new URL(request.url).search}`);
  }
  return { order, isFailed: order.status === 'failed' || order.status === 'cancelled' };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const tags = checkoutMeta({ matches }, ['checkoutPage.processing.title']);
  // Without JavaScript the browser itself looks again.
  return data?.isFailed ? tags : [...tags, { httpEquiv: 'refresh', content: String(RECHECK_SECONDS) }];
}

export function headers() {
  return checkoutHeaders();
}

export default function ProcessingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { order, isFailed } = loaderData;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (isFailed) return;
    const timer = setInterval(() => void revalidator.revalidate(), RECHECK_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [isFailed, revalidator]);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div className={styles.confirmation} aria-live="polite">
          <h1 className={styles.title}>{t('checkoutPage.processing.title')}</h1>
          {isFailed ? (
            <p role="alert" className={styles.alert}>
              {t('checkoutPage.processing.failed', { number: order.number })}
            </p>
          ) : (
            <p data-testid="processing-status">{t('checkoutPage.processing.body', { number: order.number })}</p>
          )}
          {isFailed ? (
            <Link to="/cart">{t('checkoutPage.back.cart')}</Link>
          ) : (
            <Link to={`/checkouts/processing?order=${encodeURIComponent(order.number)}`}>{t('checkoutPage.processing.check')}</Link>
          )}
        </div>
      </div>
      <aside className={styles.summary} aria-label={t('cart.summary')}>
        <OrderTotals order={order} />
      </aside>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
