import { Form, Link, redirect, useNavigation } from 'react-router';
import { Button, Price } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { localeOf } from '../i18n/locale.server';
import { addressValues, type FormValues } from './checkout-fields';
import {
  checkoutAction,
  newIdempotencyKey,
  readCheckout,
  requireLines,
  type CheckoutActionData,
} from './checkout-form.server';
import { countryOptions, countryRules, paymentMethods, startingCountry } from './checkout-page.server';
import { reachableStep, stepFromPath, stepFromQuery, stepPath, type CheckoutPageStep } from './checkout-steps';
import { checkoutHeaders, checkoutMeta } from '../seo/checkout';
import * as styles from './checkout.css';
import {
  ContactAndAddress,
  CheckoutFrame,
  FailureBanner,
  ShippingChoice,
  StepActions,
  useBeginCheckout,
  useCheckoutFailureTracking,
  useFieldError,
} from './checkout-parts';
import { PaymentMethods } from './checkout-payment';
import type { Route } from './+types/checkout';

/** The step a request shows: the path names it (`/checkouts/shipping`), else `?step=` (`/checkouts/{hash}`). */
function requestedStep(request: Request): CheckoutPageStep | null {
  const url = new URL(request.url);
  return stepFromPath(url.pathname);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { cart, state } = await readCheckout(request, context);
  requireLines(cart);
  // A checkout link of another (or an older) cart opens this shopper's own checkout.
  if (params.hash !== undefined && params.hash !== cart.hash) {
    throw redirect(`/checkouts/${encodeURIComponent(cart.hash ?? '')}${url.search}`);
  }
  if (cart.notices.some((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH')) {
    throw redirect('/cart');
  }
  const wanted = requestedStep(request) ?? stepFromQuery(url.searchParams.get('step')) ?? 'contact_information';
  const step = reachableStep(wanted, {
    hasContact: state !== null,
    hasShippingMethod: cart.shipping.selected !== null,
  });
  if (step !== wanted) throw redirect(stepPath(step));
  const { locale } = localeOf(request);
  const contact = state?.contact;
  const values: FormValues = {
    email: contact?.email ?? cart.customer_email ?? '',
    accepts_marketing: contact?.accepts_marketing ? 'on' : '',
    ...addressValues('shipping_address', contact?.shipping_address ?? {}),
    'shipping_address.country': startingCountry(contact?.shipping_address.country, cart.address?.country),
    payment_method: cart.payment_method ?? 'test_card',
  };
  return {
    step,
    hash: cart.hash ?? '',
    cart,
    values,
    contact: contact ?? null,
    countries: step === 'contact_information' ? countryOptions(context, locale) : [],
    rules: countryRules(context, values['shipping_address.country'] ?? ''),
    methods: paymentMethods(context),
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context, requestedStep(request));
}

const STEP_TITLE_KEYS: Record<CheckoutPageStep, string> = {
  contact_information: 'ui.CheckoutSteps.contact_information',
  shipping_method: 'ui.CheckoutSteps.shipping_method',
  payment_method: 'ui.CheckoutSteps.payment_method',
};

export function meta({ data, matches }: Route.MetaArgs) {
  const step = data?.step ?? 'contact_information';
  return checkoutMeta({ matches }, [STEP_TITLE_KEYS[step], 'checkoutPage.title']);
}

export function headers() {
  return checkoutHeaders();
}

/** What the shopper gave in the earlier steps, each with a link back to change it. */
function Review({ data, withMethod }: { data: Route.ComponentProps['loaderData']; withMethod: boolean }) {
  const { t } = useT();
  const contact = data.contact;
  if (!contact) return null;
  const a = contact.shipping_address;
  const method = data.cart.shipping.methods.find((m) => m.id === data.cart.shipping.selected);
  const shipTo = [a.address1, a.address2, [a.postcode, a.city].filter(Boolean).join(' '), a.province, a.country]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className={styles.review} data-testid="checkout-review">
      <div className={styles.reviewRow}>
        <dt className={styles.reviewLabel}>{t('checkoutPage.contact.heading')}</dt>
        <dd>{contact.email}</dd>
        <dd>
          <Link to={stepPath('contact_information')}>{t('checkoutPage.review.change')}</Link>
        </dd>
      </div>
      <div className={styles.reviewRow}>
        <dt className={styles.reviewLabel}>{t('checkoutPage.review.shipTo')}</dt>
        <dd>{shipTo}</dd>
        <dd>
          <Link to={stepPath('contact_information')}>{t('checkoutPage.review.change')}</Link>
        </dd>
      </div>
      {withMethod && method ? (
        <div className={styles.reviewRow}>
          <dt className={styles.reviewLabel}>{t('checkoutPage.review.method')}</dt>
          <dd>
            {method.title} ·{' '}
            {method.cost === 0 ? (
              t('common.free')
            ) : (
              <Price amount={method.cost} currency={data.cart.currency} size="sm" isConversionDisabled />
            )}
          </dd>
          <dd>
            <Link to={stepPath('shipping_method')}>{t('checkoutPage.review.change')}</Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export default function CheckoutStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const failed = actionData as CheckoutActionData | undefined;
  const values = { ...loaderData.values, ...failed?.values };
  const errorOf = useFieldError(failed?.fieldErrors);
  const { step, cart } = loaderData;
  useBeginCheckout(cart);
  useCheckoutFailureTracking(failed, step);
  const idempotencyKey = failed?.idempotencyKey ?? loaderData.idempotencyKey;

  return (
    <CheckoutFrame step={step} cart={cart}>
      <FailureBanner actionData={failed} />
      {step !== 'contact_information' ? <Review data={loaderData} withMethod={step === 'payment_method'} /> : null}
      <Form
        method="post"
        className={styles.form}
        noValidate
        data-testid={`checkout-${step}`}
        onSubmit={(event) => {
          // One attempt at a time; the idempotency key already makes a repeat the same order.
          if (isSubmitting) event.preventDefault();
        }}
      >
        <input type="hidden" name="step" value={step} />
        {step === 'contact_information' ? (
          <>
            <ContactAndAddress
              countries={loaderData.countries}
              rules={loaderData.rules}
              values={values}
              errors={failed?.fieldErrors}
            />
            <StepActions backTo="/cart" backLabel={t('checkoutPage.back.cart')}>
              <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
                {t('checkoutPage.contact.continue')}
              </Button>
            </StepActions>
            <p className={styles.hint}>
              <Link to="/checkouts/all_in_one">{t('checkoutPage.onePage')}</Link>
            </p>
          </>
        ) : null}
        {step === 'shipping_method' ? (
          <>
            <ShippingChoice
              name="shipping_method_id"
              methods={cart.shipping.methods}
              selected={values.shipping_method_id ?? cart.shipping.selected}
              currency={cart.currency}
              error={errorOf('shipping_method_id')}
            />
            <StepActions backTo={stepPath('contact_information')} backLabel={t('checkoutPage.back.contact')}>
              <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
                {t('checkoutPage.shipping.continue')}
              </Button>
            </StepActions>
          </>
        ) : null}
        {step === 'payment_method' ? (
          <>
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <PaymentMethods methods={loaderData.methods} values={values} errors={failed?.fieldErrors} />
            <StepActions backTo={stepPath('shipping_method')} backLabel={t('checkoutPage.back.shipping')}>
              <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined} data-testid="pay-button">
                {isSubmitting ? t('checkoutPage.payment.paying') : t('checkoutPage.payment.payNow')}
              </Button>
            </StepActions>
          </>
        ) : null}
      </Form>
    </CheckoutFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
