import { useCheckout, type CurrencyStyle, type PaymentIcon } from '@vitrine/headless';
import type { AddressValues, PricedCartJson } from '@vitrine/headless/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AddressForm } from '../../AddressForm/AddressForm';
import type { AddressCountry, CountryChoice } from '../../AddressForm/addressRules';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { CHECKOUT_STEP_PATHS, CheckoutSteps, type CheckoutStep } from '../../CheckoutSteps/CheckoutSteps';
import { CheckboxField } from '../../Field/CheckboxField';
import * as fieldStyles from '../../Field/Field.css';
import { errorsKey, useFocusFirstInvalid } from '../../Field/focusFirstInvalid';
import { SubmitButton } from '../../Field/SubmitButton';
import { TextField } from '../../Field/TextField';
import { Form, NoScript } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { Price } from '../../Price/Price';
import * as styles from './CheckoutPage.css';
import { DEFAULT_CHECKOUT_PAGE_LABELS, type CheckoutPageLabels } from './labels';
import { OrderSummary, summaryOfCart } from './OrderSummary';
import { PaymentSection, type PaymentOption } from './PaymentSection';
import { ShippingSection } from './ShippingSection';
import { formatPrice } from '@vitrine/headless';

/** What the checkout form shows: the saved contact, or what was posted before a refusal. */
export interface CheckoutValues {
  email: string;
  accepts_marketing: boolean;
  shipping_address: Partial<AddressValues>;
  shipping_method_id: string | null;
  payment_method: string;
  /** The name on the card as typed (the number and security code are never sent back). */
  card_name?: string;
}

/** A refusal that is not about one field (payment declined, total changed, no answer), already in the shopper's language. */
export interface CheckoutFailure {
  /** The machine code (`PAYMENT_CARD_DECLINED`, `CHECKOUT_TOTAL_CHANGED` …); rendered as `data-code`. */
  code: string;
  message: string;
  /** Changes with every new refusal, so the same message is announced and focused again. */
  key?: string | number;
}

/** What the earlier steps said, shown above the later ones with links back. */
export interface CheckoutReview {
  email: string;
  /** The address on one line. */
  shipTo: string;
}

/** Where the checkout's links and steps go; the spec's paths unless the shop says otherwise. */
export type CheckoutPaths = Partial<Record<CheckoutStep | 'cart', string>>;

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** The step shown (spec 2): the three steps, or all of them on one page. */
  step: CheckoutStep;
  /** The cart as the server priced it (every amount comes from there). */
  cart: PricedCartJson;
  /** Countries for the address, named in the shopper's language. */
  countries: readonly CountryChoice[];
  /** Rules of the address's country (states, postcode rule, dial code). */
  country: AddressCountry | null;
  values: CheckoutValues;
  /** The server's messages by input name (`email`, `shipping_address.city`, `card.number` …), translated. */
  errors?: Readonly<Record<string, string | null | undefined>>;
  failure?: CheckoutFailure | null;
  review?: CheckoutReview | null;
  paymentMethods: readonly PaymentOption[];
  paymentIcons: readonly PaymentIcon[];
  /** One per payment attempt: a repeated submit is the same order. */
  idempotencyKey: string;
  /** The intent of the form on its way (`contact`, `shipping`, `pay` …), for its button. */
  pendingIntent?: string | null;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  paths?: CheckoutPaths;
  /** Where the form posts; the current page when left out. */
  action?: string;
  labels?: Partial<CheckoutPageLabels>;
}

/** The address fields whose change changes the shipping methods and taxes. */
const ZONE_FIELDS = new Set(['shipping_address.country', 'shipping_address.province', 'shipping_address.postcode']);

function addressErrors(errors: Readonly<Record<string, string | null | undefined>>) {
  const prefix = 'shipping_address.';
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, message]) => [name.slice(prefix.length), message]),
  );
}

/**
 * The checkout (spec 2: contact_information, shipping_method,
 * payment_method, all_in_one_checkout), composed of the kit: the steps, the
 * address form, the shipping method picker, the payment methods with their
 * card fields and icons, and the order summary with the server's totals.
 *
 * One real form per page posting its `intent` (`contact`, `shipping`, `pay`,
 * and `address` for the one-page checkout's "show shipping methods"), so it
 * works without scripts; the shop's `FormProvider` sends it without a page
 * load. With scripts, the one-page checkout saves the address's zone and the
 * shipping method as they change (`useCheckout`), and the summary and the pay
 * button show the server's new total at once: the amount on the button is the
 * amount charged (`expected_total` makes the server refuse any other).
 *
 * @example
 * <CheckoutPage step="all_in_one_checkout" cart={cart} countries={countries} country={rules}
 *   values={values} paymentMethods={methods} paymentIcons={icons} idempotencyKey={key} />
 */
export function CheckoutPage({
  step,
  cart: serverCart,
  countries,
  country,
  values,
  errors = {},
  failure,
  review,
  paymentMethods,
  paymentIcons,
  idempotencyKey,
  pendingIntent,
  locale,
  currencyStyle,
  paths: givenPaths,
  action,
  labels,
}: CheckoutPageProps) {
  const text = useLabels('CheckoutPage', DEFAULT_CHECKOUT_PAGE_LABELS, labels);
  const paths = { ...CHECKOUT_STEP_PATHS, ...givenPaths };
  const checkout = useCheckout(serverCart);
  const { cart } = checkout;
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A new step: focus starts on the page's heading (not on the button that led here, nor lost to the
  // body), so a keyboard or screen reader user goes on from the top of the step; a field the shopper is
  // already typing into keeps its focus, and so does a refusal that took it to say itself.
  useEffect(() => {
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      active.matches('input:not([type="submit"], [type="button"]), select, textarea, [role="alert"], [role="alert"] *')
    )
      return;
    titleRef.current?.focus({ preventScroll: true });
  }, [step]);
  const [method, setMethod] = useState<string | null>(values.shipping_method_id ?? cart.shipping.selected);
  const failureKey = errorsKey(errors);
  useFocusFirstInvalid(formRef, failure ? null : failureKey);
  const summary = summaryOfCart(cart);
  const isOnePage = step === 'all_in_one_checkout';
  const hasAddress = cart.address !== null;
  const total = formatPrice(cart.cart_total, { currency: cart.currency, locale, style: 'default' }).text;
  const shippingError =
    errors.shipping_method_id ?? (checkout.error?.field === 'method_id' ? checkout.error.message : null);

  const chooseMethod = (id: string) => {
    setMethod(id);
    void checkout.chooseShipping(id);
  };

  /** The one-page checkout follows the address: a new country, state or postcode reprices the shipping at once. */
  const onZoneChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!isOnePage || !ZONE_FIELDS.has(target.name) || !formRef.current) return;
    const form = new FormData(formRef.current);
    const zone = {
      country: String(form.get('shipping_address.country') ?? ''),
      province: String(form.get('shipping_address.province') ?? ''),
      postcode: String(form.get('shipping_address.postcode') ?? ''),
    };
    if (/^[A-Z]{2}$/.test(zone.country)) void checkout.shipTo(zone);
  };

  const contact = (
    <>
      <fieldset className={fieldStyles.group}>
        <legend className={fieldStyles.legend}>{text.contactHeading}</legend>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={text.email}
          defaultValue={values.email}
          error={errors.email}
          dir="ltr"
        />
        <CheckboxField name="accepts_marketing" label={text.marketing} defaultChecked={values.accepts_marketing} />
      </fieldset>
      <AddressForm
        as="fields"
        namePrefix="shipping_address"
        autoCompleteSection="shipping"
        legend={text.addressHeading}
        countries={countries}
        country={country}
        defaultValue={values.shipping_address}
        errors={addressErrors(errors)}
      />
    </>
  );

  const shipping = (
    <ShippingSection
      methods={cart.shipping.methods}
      // The page's state starts on the contact step, before the cart had an address: the server's choice until the shopper picks.
      value={method ?? cart.shipping.selected}
      onValueChange={chooseMethod}
      currency={cart.currency}
      locale={locale}
      currencyStyle={currencyStyle}
      isPending={checkout.isPending}
      error={shippingError}
    />
  );

  const payment = (
    <PaymentSection
      methods={paymentMethods}
      paymentIcons={paymentIcons}
      defaultMethod={values.payment_method}
      defaultCardName={values.card_name}
      errors={errors}
    />
  );

  const paying = pendingIntent === 'pay';
  const payButton = (
    <SubmitButton
      name="intent"
      value="pay"
      size="lg"
      isPending={paying || checkout.isPending}
      pendingLabel={paying ? text.paying : undefined}
      data-testid="pay-button"
      data-amount={cart.cart_total}
    >
      {text.payAmount(total)}
    </SubmitButton>
  );

  let body: ReactNode;
  if (step === 'contact_information') {
    body = (
      <>
        {contact}
        <StepActions back={paths.cart} backLabel={text.backToCart}>
          <SubmitButton name="intent" value="contact" size="lg" isPending={pendingIntent === 'contact'}>
            {text.continueToShipping}
          </SubmitButton>
        </StepActions>
        <p className={styles.hint}>
          <Link href={paths.all_in_one_checkout}>{text.onePage}</Link>
        </p>
      </>
    );
  } else if (step === 'shipping_method') {
    body = (
      <>
        {shipping}
        <StepActions back={paths.contact_information} backLabel={text.backToContact}>
          <SubmitButton
            name="intent"
            value="shipping"
            size="lg"
            isPending={pendingIntent === 'shipping' || checkout.isPending}
          >
            {text.continueToPayment}
          </SubmitButton>
        </StepActions>
      </>
    );
  } else if (step === 'payment_method') {
    body = (
      <>
        {payment}
        <StepActions back={paths.shipping_method} backLabel={text.backToShipping}>
          {payButton}
        </StepActions>
      </>
    );
  } else {
    body = (
      <>
        {contact}
        {hasAddress ? shipping : <p className={styles.hint}>{text.enterAddress}</p>}
        <NoScript>
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="address" variant="secondary" formNoValidate>
              {text.showMethods}
            </Button>
            {hasAddress ? (
              <Button type="submit" name="intent" value="shipping" variant="secondary" formNoValidate>
                {text.updateTotal}
              </Button>
            ) : null}
          </div>
        </NoScript>
        {payment}
        <StepActions back={paths.cart} backLabel={text.backToCart}>
          {payButton}
        </StepActions>
      </>
    );
  }

  const hasFieldErrors = failureKey !== '';
  return (
    <div className={styles.page} data-step={step}>
      <div className={styles.main}>
        <header className={styles.header}>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            {text.title}
          </h1>
          <CheckoutSteps current={step} hrefs={paths} />
        </header>
        {failure ? (
          <Alert
            tone="critical"
            isFocusedOnShow
            showKey={failure.key}
            data-testid="checkout-error"
            data-code={failure.code}
          >
            {failure.message}
          </Alert>
        ) : hasFieldErrors ? (
          <Alert tone="critical" data-testid="checkout-error">
            {text.fixFields}
          </Alert>
        ) : null}
        {review ? (
          <Review
            review={review}
            method={step === 'payment_method' ? cart : null}
            paths={paths}
            text={text}
            locale={locale}
            currencyStyle={currencyStyle}
          />
        ) : null}
        <Form
          ref={formRef}
          method="post"
          action={action}
          noValidate
          className={styles.form}
          data-testid={isOnePage ? 'checkout-all-in-one' : `checkout-${step}`}
          onChange={onZoneChange}
        >
          <input type="hidden" name="step" value={step} />
          {step === 'payment_method' || isOnePage ? (
            <>
              <input type="hidden" name="idempotency_key" value={idempotencyKey} />
              <input type="hidden" name="expected_total" value={cart.cart_total} />
            </>
          ) : null}
          {body}
        </Form>
      </div>
      <OrderSummary
        lines={summary.lines}
        amounts={summary.amounts}
        locale={locale}
        currencyStyle={currencyStyle}
        labels={labels}
      />
    </div>
  );
}

/** A back link and the primary button of a step. */
function StepActions({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Link href={back} className={styles.backLink}>
        {backLabel}
      </Link>
      {children}
    </div>
  );
}

/** What the earlier steps said, each with a link back to change it. */
function Review({
  review,
  method: cart,
  paths,
  text,
  locale,
  currencyStyle,
}: {
  review: CheckoutReview;
  method: PricedCartJson | null;
  paths: Record<CheckoutStep | 'cart', string>;
  text: CheckoutPageLabels;
  locale?: string;
  currencyStyle?: CurrencyStyle;
}) {
  const method = cart?.shipping.methods.find((m) => m.id === cart.shipping.selected);
  return (
    <dl className={styles.review} data-testid="checkout-review">
      <div className={styles.reviewRow}>
        <dt className={styles.reviewLabel}>{text.reviewContact}</dt>
        <dd className={styles.reviewValue} dir="ltr">
          {review.email}
        </dd>
        <dd className={styles.reviewValue}>
          <Link href={paths.contact_information}>{text.reviewChange}</Link>
        </dd>
      </div>
      <div className={styles.reviewRow}>
        <dt className={styles.reviewLabel}>{text.reviewShipTo}</dt>
        <dd className={styles.reviewValue}>
          <bdi>{review.shipTo}</bdi>
        </dd>
        <dd className={styles.reviewValue}>
          <Link href={paths.contact_information}>{text.reviewChange}</Link>
        </dd>
      </div>
      {cart && method ? (
        <div className={styles.reviewRow}>
          <dt className={styles.reviewLabel}>{text.reviewMethod}</dt>
          <dd className={styles.reviewValue}>
            {method.title} ·{' '}
            {method.cost === 0 ? (
              text.free
            ) : (
              <Price amount={method.cost} currency={cart.currency} locale={locale} style={currencyStyle} size="sm" />
            )}
          </dd>
          <dd className={styles.reviewValue}>
            <Link href={paths.shipping_method}>{text.reviewChange}</Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
