import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutSteps, Price, ShippingMethodPicker, type CheckoutStep } from '@vitrine/ui';
import { media } from '@vitrine/ui/theme';
import type { Order, PricedCartJson } from '@vitrine/headless/contract';
import type { ShippingMethod } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import { addressInputName, type AddressFieldName, type FormValues } from './checkout-fields';
import { failureMessage, fieldMessage, showMessage } from './checkout-messages';
import type { CheckoutActionData } from './checkout-form.server';
import { ANALYTICS_EVENTS, useStoreEvents, useTracking } from '@vitrine/headless';
import { useStoreTheme } from '../site/theme';
import * as styles from './checkout.css';

/** True once React runs in the browser: enhanced controls replace their no-JavaScript fallbacks then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A country for the select: code and its name in the shopper's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/** The chosen country's rules (from the engine's country data). */
export interface CountryRules {
  code: string;
  dial_code: string;
  postcode_required: boolean;
  province_required: boolean;
  states: { code: string; name: string }[];
}

/** Field errors as the action sent them (English); shown translated. */
export type FieldErrors = Record<string, string[]>;

/** The first message for `name`, translated, or null. */
export function useFieldError(errors: FieldErrors | undefined) {
  const { t } = useT();
  return (name: string): string | null => {
    const message = errors?.[name]?.[0];
    return message ? showMessage(fieldMessage(name, message), t) : null;
  };
}

interface TextFieldProps {
  name: string;
  label: string;
  values: FormValues;
  error: string | null;
  autoComplete?: string;
  type?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  isOptional?: boolean;
  maxLength?: number;
  hint?: string;
  /** Never prefilled: card numbers and security codes. */
  isSecret?: boolean;
  placeholder?: string;
}

/** A labelled input with its error wired for assistive technology; keeps the posted value on a failed submit. */
export function TextField(props: TextFieldProps) {
  const { t } = useT();
  const id = useId();
  const describedBy = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-field={props.name} data-invalid={props.error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
        {props.isOptional ? <span className={styles.optional}> {t('common.optional')}</span> : null}
      </label>
      <input
        id={id}
        className={styles.input}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        defaultValue={props.isSecret ? undefined : (props.values[props.name] ?? '')}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={props.isOptional ? undefined : true}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The shipping address fields for the checkout's own form (inputs named
 * `<prefix>.<field>`, so they post with the email and the method in one form).
 * The AddressForm's rules and labels: country first, its states, a postcode
 * marked required where the country needs one, phone with its dial code. With
 * JavaScript a new country loads its states at once; without, the server
 * checks the province of the country that was posted.
 */
export function CheckoutAddressFields({
  prefix,
  countries,
  rules,
  values,
  errors,
}: {
  prefix: string;
  countries: readonly CountryOption[];
  rules: CountryRules | null;
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const { labels } = useT();
  const text = labels('AddressForm');
  const errorOf = useFieldError(errors);
  const id = useId();
  const name = (field: AddressFieldName) => addressInputName(prefix, field);
  const [country, setCountry] = useState(values[name('country')] || rules?.code || '');
  const [current, setCurrent] = useState<CountryRules | null>(rules);

  useEffect(() => {
    if (!country || current?.code === country) return;
    let isLive = true;
    fetch(`/api/store/countries/${encodeURIComponent(country)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { country?: CountryRules } | null) => {
        if (isLive && body?.country) setCurrent(body.country);
      })
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [country, current?.code]);

  const shownRules = current?.code === country ? current : null;
  const field = (
    f: AddressFieldName,
    autoComplete: string,
    options: { isOptional?: boolean; hint?: string; type?: string } = {},
  ) => (
    <TextField
      name={name(f)}
      label={text[f]}
      values={values}
      error={errorOf(name(f))}
      autoComplete={autoComplete}
      isOptional={options.isOptional}
      hint={options.hint}
      type={options.type}
      maxLength={f === 'phone' ? 30 : 255}
    />
  );
  const countryError = errorOf(name('country'));
  const provinceError = errorOf(name('province'));
  const states = shownRules?.states ?? [];

  return (
    <div className={styles.section}>
      <div className={styles.field} data-field={name('country')} data-invalid={countryError ? '' : undefined}>
        <label className={styles.label} htmlFor={`${id}-country`}>
          {text.country}
        </label>
        <select
          id={`${id}-country`}
          className={styles.input}
          name={name('country')}
          autoComplete="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
          aria-required
        >
          <option value="">{text.chooseCountry}</option>
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${id}-country-error`} className={styles.fieldError}>
            {countryError}
          </p>
        ) : null}
      </div>
      <div className={styles.row}>
        {field('first_name', 'shipping given-name')}
        {field('last_name', 'shipping family-name')}
      </div>
      {field('company', 'shipping organization', { isOptional: true })}
      {field('address1', 'shipping address-line1')}
      {field('address2', 'shipping address-line2', { isOptional: true })}
      <div className={styles.row}>
        {field('city', 'shipping address-level2')}
        {states.length > 0 ? (
          <div className={styles.field} data-field={name('province')} data-invalid={provinceError ? '' : undefined}>
            <label className={styles.label} htmlFor={`${id}-province`}>
              {text.province}
            </label>
            <select
              id={`${id}-province`}
              key={shownRules?.code}
              className={styles.input}
              name={name('province')}
              autoComplete="shipping address-level1"
              defaultValue={values[name('province')] ?? ''}
              aria-invalid={provinceError ? true : undefined}
              aria-describedby={provinceError ? `${id}-province-error` : undefined}
              aria-required={shownRules?.province_required || undefined}
            >
              <option value="">{text.chooseProvince}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            {provinceError ? (
              <p id={`${id}-province-error`} className={styles.fieldError}>
                {provinceError}
              </p>
            ) : null}
          </div>
        ) : null}
        {field('postcode', 'shipping postal-code', { isOptional: shownRules ? !shownRules.postcode_required : false })}
      </div>
      {field('phone', 'shipping tel', {
        isOptional: true,
        type: 'tel',
        hint: shownRules ? text.dialCode(shownRules.dial_code) : undefined,
      })}
    </div>
  );
}

/**
 * The contact and shipping address sections, as the contact step and the
 * one-page checkout both ask for them.
 */
export function ContactAndAddress({
  countries,
  rules,
  values,
  errors,
}: {
  countries: readonly CountryOption[];
  rules: CountryRules | null;
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const { t } = useT();
  const errorOf = useFieldError(errors);
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('checkoutPage.contact.heading')}</legend>
        <TextField
          name="email"
          label={t('checkoutPage.contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          values={values}
          error={errorOf('email')}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" name="accepts_marketing" defaultChecked={values.accepts_marketing === 'on'} />
          {t('checkoutPage.contact.marketing')}
        </label>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('checkoutPage.contact.addressHeading')}</legend>
        <CheckoutAddressFields
          prefix="shipping_address"
          countries={countries}
          rules={rules}
          values={values}
          errors={errors}
        />
      </fieldset>
    </>
  );
}

/**
 * The shipping methods as a choice named `name`. Hydrated: the ShippingMethodPicker
 * (Radix radios) with a hidden input carrying the choice; before that, native
 * radio buttons that post without JavaScript.
 */
export function ShippingChoice({
  name,
  methods,
  selected,
  currency,
  error,
  onChange,
  isPending,
}: {
  name: string;
  methods: readonly ShippingMethod[];
  selected: string | null;
  currency: string;
  error: string | null;
  onChange?: (id: string) => void;
  isPending?: boolean;
}) {
  const hydrated = useHydrated();
  const { t, labels, locale } = useT();
  const theme = useStoreTheme();
  const [value, setValue] = useState(selected);
  useEffect(() => setValue(selected), [selected]);
  const text = labels('ShippingMethodPicker');
  if (hydrated) {
    return (
      <div className={styles.section} data-invalid={error ? '' : undefined}>
        <ShippingMethodPicker
          methods={methods}
          value={value}
          currency={currency}
          locale={locale}
          currencyStyle={theme.settings.currencyStyle}
          isPending={isPending}
          labels={text}
          onValueChange={(id) => {
            setValue(id);
            onChange?.(id);
          }}
        />
        <input type="hidden" name={name} value={value ?? ''} />
        {error ? (
          <p role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <fieldset className={styles.section} data-invalid={error ? '' : undefined}>
      <legend className={styles.sectionTitle}>{text.legend}</legend>
      {methods.length === 0 ? (
        <p role="status">{t('checkout.NO_SHIPPING_METHODS_AVAILABLE')}</p>
      ) : (
        <div className={styles.choices}>
          {methods.map((method) => (
            <label key={method.id} className={styles.choice}>
              <input type="radio" name={name} value={method.id} defaultChecked={selected === method.id} />
              <span>{method.title}</span>
              <span>
                {method.cost === 0 ? (
                  text.free
                ) : (
                  <Price amount={method.cost} currency={currency} size="sm" isConversionDisabled />
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The cart's lines and its server-computed totals, in the checkout currency (no conversion: that is what is charged). */
export function OrderSummary({ cart }: { cart: PricedCartJson }) {
  const { t } = useT();
  // Open in the server's HTML (desktop, and phones without JavaScript); a phone folds it once hydrated.
  const [isOpen, setIsOpen] = useState(true);
  useEffect(() => {
    if (window.matchMedia(media.mobile).matches) setIsOpen(false);
  }, []);
  const currency = cart.currency;
  const lines = Object.values(cart.cart);
  const selected = cart.shipping.methods.find((method) => method.id === cart.shipping.selected);
  const totals = (
    <>
      <ul className={styles.summaryLines} aria-label={t('common.cartLines')}>
        {lines.map((line) => (
          <li key={line.key} className={styles.summaryLine} data-testid="summary-line">
            <span className={styles.summaryThumb}>
              {line.image ? (
                <img
                  className={styles.summaryImage}
                  src={`${line.image.url}?w=200`}
                  width={64}
                  height={64}
                  alt={line.image.alt}
                  loading="lazy"
                />
              ) : (
                <span className={styles.summaryImage} />
              )}
              <span
                className={styles.summaryBadge}
                aria-label={t('checkoutPage.quantityBadge', { count: line.quantity })}
              >
                {line.quantity}
              </span>
            </span>
            <span className={styles.summaryLineTitle}>
              <span>{line.product.title}</span>
              <span className={styles.summaryVariant}>{line.variant.title}</span>
            </span>
            <Price amount={line.line_total} currency={currency} size="sm" isConversionDisabled />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('common.subtotal')}</dt>
          <dd data-testid="summary-subtotal">
            <Price amount={cart.cart_subtotal} currency={currency} size="sm" isConversionDisabled />
          </dd>
        </div>
        {cart.discount_total > 0 ? (
          <div className={styles.totalRow}>
            <dt>
              {t('checkoutPage.discount')}
              {cart.coupon_record ? <span className={styles.codeTag}>{cart.coupon_record.code}</span> : null}
            </dt>
            <dd className={styles.discountValue} data-testid="summary-discount">
              −<Price amount={cart.discount_total} currency={currency} size="sm" isConversionDisabled />
            </dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{t('common.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {selected ? (
              cart.shipping_total === 0 ? (
                t('common.free')
              ) : (
                <Price amount={cart.shipping_total} currency={currency} size="sm" isConversionDisabled />
              )
            ) : (
              t('checkoutPage.shippingLater')
            )}
          </dd>
        </div>
        {cart.tax_total > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t('checkoutPage.taxes')}</dt>
            <dd data-testid="summary-tax">
              <Price amount={cart.tax_total} currency={currency} size="sm" isConversionDisabled />
            </dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t('common.total')}</dt>
          <dd data-testid="summary-total">
            <Price amount={cart.cart_total} currency={currency} size="lg" isConversionDisabled />
          </dd>
        </div>
      </dl>
      <p className={styles.currencyNote}>{t('checkoutPage.chargedIn', { currency })}</p>
    </>
  );
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title" data-testid="order-summary">
      {/* On a phone the summary folds away above the form; on desktop it is always open (the toggle is hidden). */}
      <details open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)} className={styles.summaryBody}>
        <summary className={styles.summaryToggle}>
          <span className={styles.summaryToggleLabel}>{t('checkoutPage.summaryShow')}</span>
          <Price amount={cart.cart_total} currency={currency} isConversionDisabled />
        </summary>
        <div className={styles.summaryBody}>
          <h2 id="checkout-summary-title" className={styles.summaryTitle}>
            {t('cart.summary')}
          </h2>
          {totals}
        </div>
      </details>
    </aside>
  );
}

/** The checkout frame: steps on top, the form, the summary beside it. */
export function CheckoutFrame({
  step,
  cart,
  hrefs,
  children,
}: {
  step: CheckoutStep;
  cart: PricedCartJson;
  hrefs?: Partial<Record<CheckoutStep | 'cart', string>>;
  children: ReactNode;
}) {
  const { t, labels } = useT();
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('checkoutPage.title')}</h1>
          <CheckoutSteps current={step} hrefs={hrefs} labels={labels('CheckoutSteps')} />
        </header>
        {children}
      </div>
      <OrderSummary cart={cart} />
    </div>
  );
}

/** A back link and the primary button of a step. */
export function StepActions({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Link to={backTo} className={styles.backLink}>
        ‹ {backLabel}
      </Link>
      {children}
    </div>
  );
}

/** The order's lines and amounts as charged (the order's own currency, never converted). */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useT();
  const c = order.currency;
  return (
    <div className={styles.panel}>
      <ul className={styles.summaryLines} aria-label={t('cart.summary')}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.summaryLine} data-testid="order-line">
            <span className={styles.summaryThumb}>
              <span
                className={styles.summaryBadge}
                aria-label={t('checkoutPage.quantityBadge', { count: line.quantity })}
              >
                {line.quantity}
              </span>
            </span>
            <span className={styles.summaryLineTitle}>
              <span>{line.product_title}</span>
              <span className={styles.summaryVariant}>{line.variant_title}</span>
            </span>
            <Price amount={line.line_total} currency={c} size="sm" isConversionDisabled />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('common.subtotal')}</dt>
          <dd>
            <Price amount={order.subtotal} currency={c} size="sm" isConversionDisabled />
          </dd>
        </div>
        {order.discount > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t('checkoutPage.discount')}</dt>
            <dd className={styles.discountValue} data-testid="order-discount">
              −<Price amount={order.discount} currency={c} size="sm" isConversionDisabled />
            </dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{t('common.shipping')}</dt>
          <dd>
            {order.shipping === 0 ? (
              t('common.free')
            ) : (
              <Price amount={order.shipping} currency={c} size="sm" isConversionDisabled />
            )}
          </dd>
        </div>
        {order.tax > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t('checkoutPage.taxes')}</dt>
            <dd>
              <Price amount={order.tax} currency={c} size="sm" isConversionDisabled />
            </dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t('common.total')}</dt>
          <dd data-testid="order-total">
            <Price amount={order.total} currency={c} size="lg" isConversionDisabled />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Key in session storage that marks a cart's checkout as started, so begin_checkout is sent once per cart. */
const BEGIN_CHECKOUT_KEY = 'vitrine:begin-checkout:';

/** Publishes `begin_checkout` the first time this cart's checkout opens (GA4, Meta, TikTok adapters listen). */
export function useBeginCheckout(cart: PricedCartJson) {
  const events = useStoreEvents();
  useEffect(() => {
    if (!cart.hash) return;
    try {
      if (sessionStorage.getItem(BEGIN_CHECKOUT_KEY + cart.hash)) return;
      sessionStorage.setItem(BEGIN_CHECKOUT_KEY + cart.hash, '1');
    } catch {
      // No session storage (privacy mode): publish anyway, a repeat is better than a gap.
    }
    const items = Object.values(cart.cart).map((line) => ({
      productId: line.product.ID,
      variantId: line.variant.ID,
      sku: line.variant.sku,
      title: line.product.title,
      price: line.variant.price,
      quantity: line.quantity,
    }));
    events.publish(ANALYTICS_EVENTS.beginCheckout, {
      items,
      currency: cart.currency,
      value: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    });
  }, [cart.hash, cart.cart, cart.currency, events]);
}

/** Reports a refused checkout on the tracking bus (spec 8: checkout failure and order-create-failed). */
export function useCheckoutFailureTracking(actionData: CheckoutActionData | undefined, step: string) {
  const { t, has } = useT();
  const { trackCheckoutFailure } = useTracking({ translate: (key) => (has(key) ? t(key as never) : null) });
  useEffect(() => {
    if (!actionData?.failure) return;
    const { status, code, message } = actionData.failure;
    trackCheckoutFailure({ status, code, message: code, step, details: { message } });
  }, [actionData, step, trackCheckoutFailure]);
}

/** The failure banner of a step (payment refused, sold out …), in the shopper's language. */
export function FailureBanner({ actionData }: { actionData: CheckoutActionData | undefined }) {
  const { t, has } = useT();
  if (!actionData) return null;
  if (actionData.failure) {
    return (
      <p role="alert" className={styles.alert} data-testid="checkout-error" data-code={actionData.failure.code}>
        {showMessage(failureMessage(actionData.failure, has), t)}
      </p>
    );
  }
  if (Object.keys(actionData.fieldErrors).length > 0) {
    return (
      <p role="alert" className={styles.alert} data-testid="checkout-error">
        {t('checkoutPage.fixFields')}
      </p>
    );
  }
  return null;
}
