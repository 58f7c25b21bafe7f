import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import { checkoutAction, checkoutPageData, readCheckout, type CheckoutActionData } from './checkout-route.server';
import { CheckoutRoutePage, checkoutClientAction, checkoutShouldRevalidate } from './checkout-page';
import type { Route } from './+types/checkout.all-in-one';

export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutPageData(request, context, 'all_in_one_checkout', await readCheckout(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context, 'all_in_one');
}

export const shouldRevalidate = checkoutShouldRevalidate;

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  checkoutClientAction({ request, serverAction });

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['checkoutPage.title']);
}

export const handle = { routeName: 'checkouts' };

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return checkoutHeaders(actionHeaders);
}

/**
 * The one-page checkout (spec 2: all_in_one_checkout): contact, address,
 * shipping method and payment in one form; the total on the pay button is
 * the total charged.
 */
export default function AllInOneCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutRoutePage loaderData={loaderData} actionData={actionData as CheckoutActionData | undefined} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
