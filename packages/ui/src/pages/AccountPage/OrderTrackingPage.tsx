import { Alert } from '../../Alert/Alert';
import { EmailField } from './AuthPages';
import { SubmitButton } from '../../Field/SubmitButton';
import { TextField } from '../../Field/TextField';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { OrderTrackingTimeline } from '../../OrderTrackingTimeline/OrderTrackingTimeline';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';
import { CarrierLink, type TrackedOrder } from './OrderDetailPage';

/** One of the page's two forms after the server answered it. */
export interface TrackingFormState<Field extends string> {
  /** What was posted. */
  values?: Partial<Record<Field, string>>;
  errors?: Partial<Record<Field, string | null>>;
  /** A refusal about no one field (too many look-ups), translated. */
  message?: string | null;
}

/** Props of {@link OrderTrackingPage}. */
export interface OrderTrackingPageProps {
  /** The order number the page was opened with (`?order=`, from an order e-mail). */
  orderNumber?: string;
  /** The tracking number the page was opened with (`?tracking_number=`). */
  trackingNumber?: string;
  /** The order found, or null. */
  tracked: TrackedOrder | null;
  /** The last look-up found nothing. */
  isNotFound?: boolean;
  /** The order number and e-mail form (intent `order`). */
  orderForm?: TrackingFormState<'order_number' | 'email'>;
  /** The tracking number form (intent `tracking-number`). */
  numberForm?: TrackingFormState<'tracking_number'>;
  /** The intent of the form on its way. */
  pendingIntent?: string | null;
  /** Where the forms post; the page's own address when left out. */
  action?: string;
  locale?: string;
  labels?: Partial<AccountLabels>;
}

/**
 * Order tracking (spec 2 route `order-tracking`): the order number with the
 * e-mail it was placed with, or a tracking number, shows the order's progress
 * stages and, once shipped, the carrier's own page. Two forms posting their
 * intent; without scripts the page comes back with the answer.
 *
 * @example
 * <OrderTrackingPage tracked={null} orderNumber="VT-100001" />
 */
export function OrderTrackingPage({
  orderNumber = '',
  trackingNumber = '',
  tracked,
  isNotFound = false,
  orderForm = {},
  numberForm = {},
  pendingIntent,
  action,
  locale = 'en-US',
  labels,
}: OrderTrackingPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{text.tracking.title}</h1>
      <p className={styles.intro}>{text.tracking.intro}</p>
      <div className={styles.trackingLayout}>
        <section className={styles.section} aria-labelledby="by-order-title">
          <h2 id="by-order-title" className={styles.sectionTitle}>
            {text.tracking.byOrder}
          </h2>
          {orderForm.message || numberForm.message ? (
            <Alert tone="critical" isFocusedOnShow data-testid="form-error">
              {orderForm.message ?? numberForm.message}
            </Alert>
          ) : null}
          <Form method="post" action={action} className={styles.form} data-testid="tracking-form" noValidate>
            <input type="hidden" name="intent" value="order" />
            <TextField
              name="order_number"
              label={text.tracking.orderNumber}
              hint={text.tracking.orderNumberHint}
              maxLength={30}
              spellCheck={false}
              dir="ltr"
              defaultValue={orderForm.values?.order_number ?? orderNumber}
              error={orderForm.errors?.order_number}
            />
            <EmailField
              label={text.field.email}
              defaultValue={orderForm.values?.email}
              error={orderForm.errors?.email}
            />
            <SubmitButton fullWidth isPending={pendingIntent === 'order'} pendingLabel={text.tracking.searching}>
              {text.tracking.submit}
            </SubmitButton>
          </Form>
          <p className={styles.separator}>{text.tracking.or}</p>
          <Form method="post" action={action} className={styles.form} data-testid="tracking-number-form" noValidate>
            <input type="hidden" name="intent" value="tracking-number" />
            <TextField
              name="tracking_number"
              label={text.tracking.trackingNumber}
              maxLength={50}
              spellCheck={false}
              dir="ltr"
              defaultValue={numberForm.values?.tracking_number ?? trackingNumber}
              error={numberForm.errors?.tracking_number}
            />
            <SubmitButton
              variant="secondary"
              fullWidth
              isPending={pendingIntent === 'tracking-number'}
              pendingLabel={text.tracking.searching}
            >
              {text.tracking.submitNumber}
            </SubmitButton>
          </Form>
        </section>
        <div className={styles.stack} aria-live="polite" data-testid="tracking-result">
          {tracked ? (
            <>
              <OrderTrackingTimeline tracking={tracked.tracking} locale={locale} />
              <CarrierLink carrier={tracked.carrier} text={text} />
            </>
          ) : isNotFound ? (
            <OrderTrackingTimeline tracking={null} status="not-found" locale={locale} />
          ) : (
            <p className={styles.muted}>{text.tracking.empty}</p>
          )}
        </div>
      </div>
    </div>
  );
}
