import { redirect } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { checkoutPathFor } from '../cart/cart-intents.server';
import { startCheckout } from './checkout-intents.server';
import type { Route } from './+types/checkout.start';

/**
 * `/checkouts` (and `/checkouts?step=contact_information`, spec 2): starts the
 * checkout of the shopper's cart, as `start_checkout` does. An empty cart, or
 * one outside the store's total limits, goes back to the cart, which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { hash } = await startCheckout(request, context);
    throw redirect(`${checkoutPathFor(hash)}${new URL(request.url).search}`);
  } catch (error) {
    if (error instanceof CommerceError) throw redirect('/cart');
    throw error;
  }
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
