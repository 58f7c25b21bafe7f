import { data, Form } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { OrderTrackingTimeline } from '@vitrine/ui';
import type { Route } from './+types/order-tracking';
import { useT } from '@vitrine/i18n';
import { formAction } from './account-session.server';
import { trackOrder, type TrackedOrder } from './account-tracking.server';
import { limitOrderLookups } from '../server/rate-limit.server';
import { trackingMeta } from '../seo/account';
import { Field, FormAlert, SubmitButton, failureOf, useFormErrors, type FailedForm } from './account.shared';
import * as styles from './account.css';

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
  const { t, locale, labels } = useT();
  const failure = actionData ? failureOf(actionData) : loaderData.failure;
  const tracked = actionData && 'tracked' in actionData ? actionData.tracked : loaderData.tracked;
  const failedIntent = failure?.values.intent;
  const orderErrors = useFormErrors(failedIntent === 'tracking-number' ? null : failure, ['order_number', 'number', 'email']);
  const numberErrors = useFormErrors(failedIntent === 'tracking-number' ? failure : null, ['tracking_number']);
  const isNotFound = failure?.error.status === 404;
  const values = failure?.values ?? {};
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('account.tracking.title')}</h1>
      <p className={styles.intro}>{t('account.tracking.intro')}</p>
      <div className={styles.trackingLayout}>
        <div className={styles.content}>
          <section className={styles.section} aria-labelledby="by-order-title">
            <h2 id="by-order-title" className={styles.sectionTitle}>
              {t('account.tracking.byOrder')}
            </h2>
            <FormAlert message={isNotFound ? null : orderErrors.form} />
            <Form method="post" className={styles.form} data-testid="tracking-form" noValidate>
              <Field
                name="order_number"
                label={t('account.tracking.orderNumber')}
                hint={t('account.tracking.orderNumberHint')}
                isRequired
                maxLength={30}
                spellCheck={false}
                defaultValue={values.order_number ?? loaderData.orderNumber}
                error={orderErrors.field('number') ?? orderErrors.field('order_number')}
                dir="ltr"
              />
              <Field
                name="email"
                type="email"
                label={t('account.field.email')}
                autoComplete="email"
                inputMode="email"
                isRequired
                defaultValue={values.email}
                error={orderErrors.field('email')}
                dir="ltr"
              />
              <SubmitButton intent="order" variant="primary" fullWidth pendingLabel={t('account.tracking.searching')}>
                {t('account.tracking.submit')}
              </SubmitButton>
            </Form>
            <p className={styles.orSeparator}>{t('account.tracking.or')}</p>
            <Form method="post" className={styles.form} data-testid="tracking-number-form" noValidate>
              <Field
                name="tracking_number"
                label={t('account.tracking.trackingNumber')}
                isRequired
                maxLength={50}
                spellCheck={false}
                defaultValue={values.tracking_number ?? loaderData.trackingNumber}
                error={numberErrors.field('tracking_number')}
                dir="ltr"
              />
              <SubmitButton intent="tracking-number" variant="secondary" fullWidth pendingLabel={t('account.tracking.searching')}>
                {t('account.tracking.submitNumber')}
              </SubmitButton>
            </Form>
          </section>
        </div>
        <div className={styles.content} aria-live="polite" data-testid="tracking-result">
          {tracked ? (
            <>
              <OrderTrackingTimeline tracking={tracked.tracking} locale={locale} labels={labels('OrderTracking')} />
              {tracked.carrier ? (
                <p>
                  <a href={tracked.carrier.url} target="_blank" rel="noopener noreferrer" data-testid="carrier-link">
                    {t('account.tracking.carrierLink', { carrier: tracked.carrier.name })}
                  </a>
                </p>
              ) : null}
            </>
          ) : isNotFound ? (
            <OrderTrackingTimeline tracking={null} status="not-found" locale={locale} labels={labels('OrderTracking')} />
          ) : (
            <p className={styles.muted}>{t('account.tracking.empty')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
