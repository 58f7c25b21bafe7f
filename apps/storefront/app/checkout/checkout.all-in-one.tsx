import { useEffect, useRef, useState } from 'react';
import { Form, redirect, useFetcher, useNavigation } from 'react-router';
import { Button } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { ignoreAbort } from '../site/abort';
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
import type { Route } from './+types/checkout.all-in-one';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart, state } = await readCheckout(request, context);
  requireLines(cart);
  if (cart.notices.some((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH')) {
    throw redirect('/cart');
  }
  const { locale } = localeOf(request);
  const contact = state?.contact;
  const values: FormValues = {
    email: contact?.email ?? cart.customer_email ?? '',
    accepts_marketing: contact?.accepts_marketing ? 'on' : '',
    ...addressValues('shipping_address', contact?.shipping_address ?? {}),
    'shipping_address.country': startingCountry(contact?.shipping_address.country, cart.address?.country),
    'shipping_address.province': contact?.shipping_address.province ?? cart.address?.province ?? '',
    'shipping_address.postcode': contact?.shipping_address.postcode ?? cart.address?.postcode ?? '',
    payment_method: cart.payment_method ?? 'test_card',
  };
  return {
    cart,
    values,
    hasAddress: cart.address !== null,
    countries: countryOptions(context, locale),
    rules: countryRules(context, values['shipping_address.country'] ?? ''),
    methods: paymentMethods(context),
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context, 'all_in_one');
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['checkoutPage.title']);
}

export function headers() {
  return checkoutHeaders();
}

/** The address fields whose change can change the shipping methods (zones and weight rates go by them). */
const ZONE_FIELDS = ['shipping_address.country', 'shipping_address.province', 'shipping_address.postcode'];

/**
 * The one-page checkout (spec 2: all_in_one_checkout): contact, address,
 * shipping method and payment in one form. Without JavaScript "Show shipping
 * methods" posts the address first; with it the methods follow the address as it is typed.
 */
export default function AllInOneCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const failed = actionData as CheckoutActionData | undefined;
  const values = { ...loaderData.values, ...failed?.values };
  const errorOf = useFieldError(failed?.fieldErrors);
  const { cart } = loaderData;
  useBeginCheckout(cart);
  useCheckoutFailureTracking(failed?.intent === 'place' ? failed : undefined, 'all_in_one_checkout');
  const estimate = useFetcher<CheckoutActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [hasAddress, setHasAddress] = useState(loaderData.hasAddress);
  const idempotencyKey = failed?.idempotencyKey ?? loaderData.idempotencyKey;

  // Enhanced: a changed country, state or postcode updates the methods on its own (the loaders revalidate after it).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (!ZONE_FIELDS.includes(target.name)) return;
      const data = new FormData(form);
      data.set('intent', 'estimate');
      data.delete('card.number');
      data.delete('card.cvc');
      if (!/^[A-Z]{2}$/.test(String(data.get('shipping_address.country') ?? ''))) return;
      setHasAddress(true);
      void ignoreAbort(estimate.submit(data, { method: 'post' }));
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [estimate]);

  return (
    <CheckoutFrame step="all_in_one_checkout" cart={cart}>
      <FailureBanner actionData={failed?.intent === 'place' ? failed : undefined} />
      <Form
        ref={formRef}
        method="post"
        className={styles.form}
        noValidate
        data-testid="checkout-all-in-one"
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
        }}
      >
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <ContactAndAddress
          countries={loaderData.countries}
          rules={loaderData.rules}
          values={values}
          errors={failed?.fieldErrors}
        />
        {hasAddress ? (
          <ShippingChoice
            name="shipping_method_id"
            methods={cart.shipping.methods}
            selected={values.shipping_method_id || cart.shipping.selected}
            currency={cart.currency}
            error={errorOf('shipping_method_id')}
            isPending={estimate.state !== 'idle'}
          />
        ) : (
          <p className={styles.hint}>{t('checkoutPage.shipping.enterAddress')}</p>
        )}
        <div>
          <Button type="submit" name="intent" value="estimate" variant="secondary" formNoValidate>
            {t('checkoutPage.shipping.showMethods')}
          </Button>
        </div>
        <PaymentMethods methods={loaderData.methods} values={values} errors={failed?.fieldErrors} />
        <StepActions backTo="/cart" backLabel={t('checkoutPage.back.cart')}>
          <Button
            type="submit"
            name="intent"
            value="place"
            size="lg"
            aria-disabled={isSubmitting || undefined}
            data-testid="pay-button"
          >
            {isSubmitting ? t('checkoutPage.payment.paying') : t('checkoutPage.payment.payNow')}
          </Button>
        </StepActions>
      </Form>
    </CheckoutFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
