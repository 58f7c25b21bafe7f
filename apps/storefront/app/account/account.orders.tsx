import { data, Link } from 'react-router';
import { EmptyState, Price } from '@vitrine/ui';
import type { Route } from './+types/account.orders';
import { useT } from '@vitrine/i18n';
import { orderBadges, pageFromQuery } from './account-orders';
import { accountPageHeaders, renewedSessionHeaders, requireAccountSession } from './account-session.server';
import { accountMeta } from '../seo/account';
import { AccountShell } from './account.shared';
import * as styles from './account.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const page = pageFromQuery(new URL(request.url).searchParams.get('page'));
  const [history, info] = await Promise.all([
    context.commerce.orders.listCustomerOrders(session.customerId, page),
    context.commerce.accounts.addresses.accountInfo(session.customerId),
  ]);
  return data(
    {
      csrf: session.csrf,
      email: info.email,
      page: history.page,
      pages: Math.max(1, Math.ceil(history.total / history.page_size)),
      total: history.total,
      orders: history.orders.map((order) => ({
        number: order.number,
        placedAt: order.placed_at,
        total: order.total,
        currency: order.currency,
        itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        paymentStatus: order.payment_status,
        fulfillmentStatus: order.fulfillment_status,
        status: order.status,
      })),
    },
    { headers: renewedSessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.orders.title', 'Orders');

export const headers = accountPageHeaders;

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, locale, labels } = useT();
  const { orders, page, pages } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <AccountShell email={loaderData.email} csrf={loaderData.csrf}>
      <h1 className={styles.pageTitle}>{t('account.orders.title')}</h1>
      {orders.length === 0 ? (
        <EmptyState kind="orders" actionHref="/" headingLevel={2} labels={labels('EmptyState')} />
      ) : (
        <section className={styles.section} aria-label={t('account.orders.title')}>
          <p className={styles.muted} data-testid="order-count">
            {t('account.orders.count', { count: loaderData.total })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="order-history">
              <thead>
                <tr>
                  <th scope="col">{t('account.orders.order')}</th>
                  <th scope="col">{t('account.orders.date')}</th>
                  <th scope="col">{t('account.orders.status')}</th>
                  <th scope="col">{t('account.orders.items')}</th>
                  <th scope="col" data-align="end">
                    {t('common.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.number} data-testid="order-row" data-number={order.number}>
                    <th scope="row">
                      <Link to={`/account/orders/${order.number}`}>{order.number}</Link>
                    </th>
                    <td>
                      <time dateTime={order.placedAt}>{dateFormat.format(new Date(order.placedAt))}</time>
                    </td>
                    <td>
                      <span className={styles.actions}>
                        {orderBadges(order).map((badge) => (
                          <span key={badge.key} className={styles.badge} data-tone={badge.tone}>
                            {t(badge.key)}
                          </span>
                        ))}
                      </span>
                    </td>
                    <td>{t('common.itemCount', { count: order.itemCount })}</td>
                    <td data-align="end">
                      <Price amount={order.total} currency={order.currency} isConversionDisabled />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('account.orders.pages')}>
              {page > 1 ? (
                <Link to={page === 2 ? '/account/orders' : `/account/orders?page=${page - 1}`} rel="prev">
                  {t('account.orders.newer')}
                </Link>
              ) : (
                <span />
              )}
              <span className={styles.muted}>{t('account.orders.pageOf', { page, pages })}</span>
              {page < pages ? (
                <Link to={`/account/orders?page=${page + 1}`} rel="next">
                  {t('account.orders.older')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      )}
    </AccountShell>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
