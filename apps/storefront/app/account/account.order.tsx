import { data } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { OrderDetailPage } from '@vitrine/ui';
import type { Route } from './+types/account.order';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { accountPageHeaders, renewedSessionHeaders, requireAccountSession } from './account-session.server';
import { trackOrder } from './account-tracking.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';

/**
 * One order of the signed-in customer. Someone else's order number is the
 * same 404 as a number that does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const { orders, geo } = context.commerce;
  const order = await orders
    .getOrder({ number: params.number, customerId: session.customerId })
    .catch((error: unknown) => {
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
  const { locale } = useT();
  return (
    <PageLabelsProvider>
      <RouterForms>
        <OrderDetailPage {...loaderData} locale={locale} />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
