import { data, Link } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { OrderTrackingTimeline, Price } from '@vitrine/ui';
import type { Route } from './+types/account.order';
import { useT } from '@vitrine/i18n';
import { isolate } from './account-orders';
import { orderBadges } from './account-orders';
import { accountPageHeaders, renewedSessionHeaders, requireAccountSession } from './account-session.server';
import { trackOrder } from './account-tracking.server';
import { accountMeta } from '../seo/account';
import { AccountShell } from './account.shared';
import * as styles from './account.css';

/**
 * One order of the signed-in customer. Someone else's order number is the
 * same 404 as a number that does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const { orders, geo } = context.commerce;
  const order = await orders.getOrder({ number: params.number, customerId: session.customerId }).catch((error: unknown) => {
    if (error instanceof CommerceError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  const [info, tracked] = await Promise.all([
    context.commerce.accounts.addresses.accountInfo(session.customerId),
    trackOrder(context, { number: order.number, email: order.email }),
  ]);
  const address = order.shipping_address;
  const country = address.country ? geo.listCountries().find((entry) => entry.code === address.country) : undefined;
  const payment = orders.payments.list().find((method) => method.id === order.payment_method);
  return data(
    {
      csrf: session.csrf,
      email: info.email,
      order,
      tracked,
      countryName: country?.name ?? address.country ?? '',
      provinceName: country?.states.find((state) => state.code === address.province)?.name ?? address.province ?? '',
      paymentTitle: payment?.title ?? order.payment_method,
    },
    { headers: renewedSessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, 'account.orders.orderNumber', `Order ${params.number}`, { number: params.number ?? '' });

export const headers = accountPageHeaders;

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t, locale, labels } = useT();
  const { order, tracked } = loaderData;
  const address = order.shipping_address;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const money = (amount: number) => <Price amount={amount} currency={order.currency} isConversionDisabled />;
  const cityLine = [address.city, loaderData.provinceName, address.postcode].filter(Boolean).join(', ');
  return (
    <AccountShell email={loaderData.email} csrf={loaderData.csrf}>
      <div className={styles.sectionHeader}>
        <h1 className={styles.pageTitle} data-testid="order-title">
          {t('account.orders.orderNumber', { number: isolate(order.number) })}
        </h1>
        <Link to="/account/orders">{t('account.orders.back')}</Link>
      </div>
      <p className={styles.muted}>
        {t('account.orders.placedOn', { date: dateFormat.format(new Date(order.placed_at)) })}{' '}
        {orderBadges({ status: order.status, paymentStatus: order.payment_status, fulfillmentStatus: order.fulfillment_status }).map(
          (badge) => (
            <span key={badge.key} className={styles.badge} data-tone={badge.tone}>
              {t(badge.key)}
            </span>
          ),
        )}
      </p>
      <div className={styles.detailGrid}>
        <section className={styles.section} aria-labelledby="lines-title">
          <h2 id="lines-title" className={styles.sectionTitle}>
            {t('account.orders.items')}
          </h2>
          <ul className={styles.lines} data-testid="order-lines">
            {order.lines.map((line, index) => (
              <li key={`${line.sku}-${index}`} className={styles.line} data-testid="order-line">
                <span>
                  <span className={styles.lineTitle}>{line.product_title}</span>
                  {line.variant_title ? (
                    <>
                      <br />
                      <span className={styles.muted}>{line.variant_title}</span>
                    </>
                  ) : null}
                  {line.properties.map((property) => (
                    <span key={property.name} className={styles.muted}>
                      <br />
                      {`${property.name}: ${property.value}`}
                    </span>
                  ))}
                </span>
                <span className={styles.muted}>{t('account.orders.quantityTimes', { quantity: line.quantity })}</span>
                <span>{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} data-testid="order-totals">
            <div className={styles.totalRow}>
              <dt>{t('common.subtotal')}</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.discount > 0 ? (
              <div className={styles.totalRow}>
                <dt>{t('account.orders.discount')}</dt>
                <dd>−{money(order.discount)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>{t('common.shipping')}</dt>
              <dd>{order.shipping === 0 ? t('common.free') : money(order.shipping)}</dd>
            </div>
            {order.tax > 0 ? (
              <div className={styles.totalRow}>
                <dt>{t('account.orders.tax')}</dt>
                <dd>{money(order.tax)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow} data-total="true">
              <dt>{t('common.total')}</dt>
              <dd data-testid="order-total">{money(order.total)}</dd>
            </div>
            {order.refunded > 0 ? (
              <div className={styles.totalRow}>
                <dt>{t('account.orders.refunded')}</dt>
                <dd>−{money(order.refunded)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className={styles.content}>
          <section className={styles.section} aria-labelledby="ship-title">
            <h2 id="ship-title" className={styles.sectionTitle}>
              {t('account.orders.shippingAddress')}
            </h2>
            {/* Each line keeps its own direction (<bdi>): a Latin street in a Hebrew page reads "2150 NW Lovejoy St". */}
            <address className={styles.address} data-testid="order-address">
              <strong><bdi>{[address.first_name, address.last_name].filter(Boolean).join(' ')}</bdi></strong>
              {address.company ? <span><br /><bdi>{address.company}</bdi></span> : null}
              <br />
              <bdi>{address.address1}</bdi>
              {address.address2 ? <span><br /><bdi>{address.address2}</bdi></span> : null}
              <br />
              <bdi>{cityLine}</bdi>
              <br />
              {loaderData.countryName}
            </address>
          </section>
          <section className={styles.section} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.sectionTitle}>
              {t('account.orders.payment')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('account.orders.paymentMethod')}</dt>
              <dd>{loaderData.paymentTitle}</dd>
              <dt>{t('account.field.email')}</dt>
              <dd dir="ltr">{order.email}</dd>
            </dl>
          </section>
        </div>
      </div>
      <OrderTrackingTimeline tracking={tracked.tracking} locale={locale} labels={labels('OrderTracking')} />
      {tracked.carrier ? (
        <p>
          <a href={tracked.carrier.url} target="_blank" rel="noopener noreferrer" data-testid="carrier-link">
            {t('account.tracking.carrierLink', { carrier: tracked.carrier.name })}
          </a>
        </p>
      ) : null}
    </AccountShell>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
