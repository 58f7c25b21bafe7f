import { redirect } from 'react-router';
import { readCartToken } from '../cart/cart-cookie.server';
import { checkoutPathFor } from '../cart/cart-intents.server';
import type { Route } from './+types/checkout.start';

/**
 * `/checkouts` (and `/checkouts?step=contact_information`, spec 2): starts the
 * checkout of the shopper's cart, as the cart drawer's checkout link does. An
 * empty cart, or one outside the store's total limits, goes back to the cart,
 * which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await context.commerce.carts.get(readCartToken(request));
  const isOutsideLimits = cart.notices.some((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH');
  if (!cart.hash || Object.keys(cart.cart).length === 0 || isOutsideLimits) throw redirect('/cart');
  throw redirect(`${checkoutPathFor(cart.hash)}${new URL(request.url).search}`);
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
