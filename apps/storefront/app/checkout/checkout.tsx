import { redirect } from 'react-router';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import { checkoutAction, checkoutPageData, readCheckout, type CheckoutActionData } from './checkout-route.server';
import { CheckoutRoutePage, checkoutClientAction, checkoutShouldRevalidate } from './checkout-page';
import { reachableStep, stepFromPath, stepFromQuery, stepPath, type CheckoutPageStep } from './checkout-steps';
import type { Route } from './+types/checkout';

/** The step a request shows: the path names it (`/checkouts/shipping`), else `?step=` (`/checkouts/{hash}`). */
function requestedStep(request: Request): CheckoutPageStep | null {
  return stepFromPath(new URL(request.url).pathname);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checkout = await readCheckout(request, context);
  // A checkout link of another (or an older) cart opens this shopper's own checkout.
  if (params.hash !== undefined && params.hash !== checkout.cart.hash) {
    throw redirect(`/checkouts/${encodeURIComponent(checkout.cart.hash ?? '')}${url.search}`);
  }
  const wanted = requestedStep(request) ?? stepFromQuery(url.searchParams.get('step')) ?? 'contact_information';
  const step = reachableStep(wanted, {
    hasContact: checkout.state !== null,
    hasShippingMethod: checkout.cart.shipping.selected !== null,
  });
  if (step !== wanted) throw redirect(stepPath(step));
  return checkoutPageData(request, context, step, checkout);
}

export async function action({ request, context }: Route.ActionArgs) {
  const step = requestedStep(request);
  if (step) return checkoutAction(request, context, step);
  // `/checkouts/{hash}` shows the step of `?step=`; its form says which one it is.
  const form = await request.clone().formData();
  return checkoutAction(request, context, stepFromQuery(String(form.get('step') ?? '')) ?? 'contact_information');
}

export const shouldRevalidate = checkoutShouldRevalidate;

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  checkoutClientAction({ request, serverAction });

/** The step's own name: the title of the page and of its `page_title` event (spec 2 route name `checkouts`). */
const STEP_TITLE_KEYS: Record<CheckoutPageStep, string> = {
  contact_information: 'ui.CheckoutSteps.contact_information',
  shipping_method: 'common.shipping',
  payment_method: 'ui.CheckoutSteps.payment_method',
};

export function meta({ data, matches }: Route.MetaArgs) {
  const step = (data?.step ?? 'contact_information') as CheckoutPageStep;
  return checkoutMeta({ matches }, [STEP_TITLE_KEYS[step], 'checkoutPage.title']);
}

export const handle = { routeName: 'checkouts' };

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return checkoutHeaders(actionHeaders);
}

export default function CheckoutStepPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutRoutePage loaderData={loaderData} actionData={actionData as CheckoutActionData | undefined} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
