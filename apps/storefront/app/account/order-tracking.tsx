import { CommerceError } from '@vitrine/commerce';
import { OrderTrackingPage as OrderTrackingComposition } from '@vitrine/ui';
import type { Route } from './+types/order-tracking';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { formAction } from './account-session.server';
import { trackOrder, type TrackedOrder } from './account-tracking.server';
import { limitOrderLookups } from '../server/rate-limit.server';
import { trackingMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFormErrors, usePendingIntent, type FailedForm } from './account-forms';

/**
 * Order tracking: the order number and the e-mail it was placed with (or a
 * tracking number) show the order's progress stages and, once shipped, the
 * carrier's own page. `?order=VT-100001` fills in the number (a link from an
 * order e-mail); `?tracking_number=` looks the parcel up at once, since a
 * tracking number alone names no shopper.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const trackingNumber = url.searchParams.get('tracking_number')?.trim() ?? '';
  let tracked: TrackedOrder | null = null;
  let failure: FailedForm | null = null;
  if (trackingNumber) {
    try {
      await limitOrderLookups(context);
      tracked = await trackOrder(context, { tracking_number: trackingNumber });
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      failure = { error: error.toJSON(), values: { intent: 'tracking-number', tracking_number: trackingNumber } };
    }
  }
  return { orderNumber: url.searchParams.get('order') ?? '', trackingNumber, tracked, failure };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    await limitOrderLookups(context);
    const query =
      form.get('intent') === 'tracking-number'
        ? { tracking_number: String(form.get('tracking_number') ?? '') }
        : { number: String(form.get('order_number') ?? '').trim(), email: String(form.get('email') ?? '').trim() };
    return { tracked: await trackOrder(context, query) };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => trackingMeta(matches, location);

/** A tracking answer is one shopper's: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function OrderTrackingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useT();
  const failure = actionData ? failureOf(actionData) : loaderData.failure;
  const tracked = actionData && 'tracked' in actionData ? actionData.tracked : loaderData.tracked;
  const isNumberFailure = failure?.values.intent === 'tracking-number';
  const orderErrors = useFormErrors(isNumberFailure ? null : failure, ['order_number', 'number', 'email']);
  const numberErrors = useFormErrors(isNumberFailure ? failure : null, ['tracking_number']);
  // "Not found" is the answer shown beside the forms, not a refusal of the form.
  const isNotFound = failure?.error.status === 404;
  const values = failure?.values ?? {};
  return (
    <PageLabelsProvider>
      <RouterForms>
        <OrderTrackingComposition
          orderNumber={loaderData.orderNumber}
          trackingNumber={loaderData.trackingNumber}
          tracked={tracked}
          isNotFound={isNotFound}
          orderForm={{
            values: isNumberFailure ? undefined : { order_number: values.order_number, email: values.email },
            errors: {
              order_number: orderErrors.field('number') ?? orderErrors.field('order_number'),
              email: orderErrors.field('email'),
            },
            message: isNotFound ? null : orderErrors.form,
          }}
          numberForm={{
            values: isNumberFailure ? { tracking_number: values.tracking_number } : undefined,
            errors: { tracking_number: numberErrors.field('tracking_number') },
            message: isNotFound ? null : numberErrors.form,
          }}
          pendingIntent={usePendingIntent()}
          locale={locale}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
