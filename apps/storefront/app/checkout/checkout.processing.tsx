import { useEffect } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { ProcessingPage } from '@vitrine/ui';
import { useT, PageLabelsProvider } from '@vitrine/i18n';
import { useStoreTheme } from '../site/theme';
import { isAwaitingPayment, orderForPage } from './checkout-order.server';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import type { Route } from './+types/checkout.processing';

/** How often the page looks again while the provider has not answered (spec 4: payment awaiting confirmation). */
const RECHECK_SECONDS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await orderForPage(request, context);
  // Paid (or placed with a manual method): the thank-you page; refused or timed out: said here.
  if (!isAwaitingPayment(order) && order.status === 'open') {
    throw redirect(`/checkouts/thank${new URL(request.url).search}`);
  }
  return {
    order,
    images: await context.commerce.catalog.variantImages(order.lines.flatMap((line) => line.variant_id ?? [])),
    isFailed: order.status === 'failed' || order.status === 'cancelled',
    search: new URL(request.url).search,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const tags = checkoutMeta({ matches }, ['checkoutPage.processing.title']);
  // Without JavaScript the browser itself looks again.
  return data?.isFailed ? tags : [...tags, { httpEquiv: 'refresh', content: String(RECHECK_SECONDS) }];
}

/** Spec 2: the payment wait is `order-received`. */
export const handle = { routeName: 'order-received' };

export function headers() {
  return checkoutHeaders();
}

export default function Processing({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const theme = useStoreTheme();
  const { order, isFailed } = loaderData;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (isFailed) return;
    const timer = setInterval(() => void revalidator.revalidate(), RECHECK_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [isFailed, revalidator]);
  return (
    <PageLabelsProvider>
      <ProcessingPage
        order={order}
        images={loaderData.images}
        isFailed={isFailed}
        checkHref={`/checkouts/processing${loaderData.search}`}
        locale={locale}
        currencyStyle={theme.settings.currencyStyle}
      />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
