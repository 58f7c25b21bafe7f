import { data } from 'react-router';
import { OrderHistoryPage } from '@vitrine/ui';
import type { Route } from './+types/account.orders';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { pageFromQuery } from './account-orders';
import { accountPageHeaders, renewedSessionHeaders, requireAccountSession } from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';

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
      pageSize: history.page_size,
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
  const { locale } = useT();
  return (
    <PageLabelsProvider>
      <RouterForms>
        <OrderHistoryPage {...loaderData} locale={locale} />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
