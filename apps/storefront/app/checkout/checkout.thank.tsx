import { useEffect } from 'react';
import { purchaseFromOrder, useTracking } from '@vitrine/headless';
import type { Order } from '@vitrine/headless/contract';
import { ThankYouPage } from '@vitrine/ui';
import { useT, PageLabelsProvider } from '@vitrine/i18n';
import { localeOf } from '../i18n/locale.server';
import { useStoreTheme } from '../site/theme';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import { addressLines } from './address-lines';
import { orderForPage } from './checkout-order.server';
import { countryOptions } from './checkout-page.server';
import type { Route } from './+types/checkout.thank';

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await orderForPage(request, context);
  const { locale } = localeOf(request);
  const address = order.shipping_address;
  const country = address.country
    ? context.commerce.geo.listCountries().find((entry) => entry.code === address.country)
    : undefined;
  const countryName =
    countryOptions(context, locale).find((entry) => entry.code === address.country)?.name ?? country?.name;
  const provinceName = country?.states.find((state) => state.code === address.province)?.name;
  // Order lines keep no picture: each line shows its variant's picture as the catalogue has it now.
  const images = await context.commerce.catalog.variantImages(order.lines.flatMap((line) => line.variant_id ?? []));
  return { order, images, addressLines: addressLines(address, { country: countryName, province: provinceName }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['checkoutPage.thank.title']);
}

/** Spec 2: the thank-you page is `order-query`. */
export const handle = { routeName: 'order-query' };

export function headers() {
  return checkoutHeaders();
}

/** Key in session storage that marks an order's purchase as reported, so a reload does not count it twice. */
const PURCHASE_KEY = 'vitrine:purchase:';

/**
 * Publishes `purchase` once per order (event id: base64 of the order number,
 * spec 9), worth the order's total as the server charged it. The page view is
 * the site shell's, as on every page.
 */
function usePurchaseTracking(order: Order) {
  const { trackPurchase } = useTracking();
  useEffect(() => {
    try {
      if (sessionStorage.getItem(PURCHASE_KEY + order.number)) return;
      sessionStorage.setItem(PURCHASE_KEY + order.number, '1');
    } catch {
      // Without session storage the event still goes out.
    }
    trackPurchase(purchaseFromOrder(order));
  }, [order, trackPurchase]);
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const theme = useStoreTheme();
  usePurchaseTracking(loaderData.order);
  return (
    <PageLabelsProvider>
      <ThankYouPage
        order={loaderData.order}
        images={loaderData.images}
        addressLines={loaderData.addressLines}
        locale={locale}
        currencyStyle={theme.settings.currencyStyle}
      />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
