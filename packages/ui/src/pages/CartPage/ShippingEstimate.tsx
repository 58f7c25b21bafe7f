import { StoreApiError, useCart, useStoreClient, type CartIntentName, type CurrencyStyle } from '@vitrine/headless';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../Button/Button';
import { Form } from '../../kit/form';
import { ShippingMethodPicker } from '../../ShippingMethodPicker/ShippingMethodPicker';
import type { CartPageLabels } from './labels';
import * as styles from './CartPage.css';

const ESTIMATE = 'estimate' satisfies CartIntentName;

/** A country the estimate offers. */
export interface CartCountryOption {
  code: string;
  name: string;
}

/** A country's states (empty when it has none), from the store's country data. */
export interface CartCountryStates {
  code: string;
  states: readonly { code: string; name: string }[];
}

/** Estimate fields the server can refuse, by name. */
export type ShippingEstimateField = 'country' | 'province' | 'postcode' | 'method_id';

interface ShippingEstimateProps {
  action: string;
  countries: readonly CartCountryOption[];
  /** The states of the country shown first. */
  initialStates: CartCountryStates | null;
  /** What was posted last (a refused post comes back with it), else the cart's address. */
  values: Partial<Record<'country' | 'province' | 'postcode', string>>;
  errors: Partial<Record<ShippingEstimateField, string>>;
  locale?: string;
  currencyStyle: CurrencyStyle;
  labels: CartPageLabels;
}

/**
 * The shipping estimate: country, then its states, then the postcode give the
 * cart's shipping methods and costs (the server prices them), then a method
 * is picked. Two forms posting the `estimate` and `shipping` intents; hydrated
 * they go through `useCart().estimateShipping` / `selectShipping`, and a new
 * country's states load through the store client.
 */
export function ShippingEstimate({
  action,
  countries,
  initialStates,
  values,
  errors: serverErrors,
  locale,
  currencyStyle,
  labels,
}: ShippingEstimateProps) {
  const { cart, estimateShipping } = useCart();
  const client = useStoreClient();
  const id = useId();
  const [country, setCountry] = useState(values.country ?? initialStates?.code ?? '');
  const [states, setStates] = useState(initialStates);
  const [errors, setErrors] = useState(serverErrors);
  const [isEstimating, setIsEstimating] = useState(false);

  useEffect(() => {
    if (!country || states?.code === country) return;
    let isLive = true;
    client
      .request<{ country?: CartCountryStates }>('GET', `/countries/${encodeURIComponent(country)}`)
      .then((body) => isLive && body.country && setStates(body.country))
      .catch(() => undefined); // the province field then stays hidden; the server still checks the address
    return () => {
      isLive = false;
    };
  }, [client, country, states?.code]);

  const failed = (failure: unknown, fallback: ShippingEstimateField) => {
    const error = failure instanceof StoreApiError ? failure : null;
    const field = (error?.field ?? fallback) as ShippingEstimateField;
    setErrors({ [field]: error?.message ?? '' });
  };

  const onEstimate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setErrors({});
    setIsEstimating(true);
    estimateShipping({ country: text('country'), province: text('province'), postcode: text('postcode') })
      .catch((failure: unknown) => failed(failure, 'country'))
      .finally(() => setIsEstimating(false));
  };

  const shownStates = states?.code === country ? states.states : [];
  const field = (name: ShippingEstimateField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: ShippingEstimateField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} role="alert" className={styles.fieldError}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="shipping-estimate">
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        {labels.estimateTitle}
      </h2>
      <Form method="post" action={action} className={styles.section} onSubmit={onEstimate}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-country`}>
              {labels.country}
            </label>
            <select
              id={`${id}-country`}
              className={styles.input}
              name="country"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              autoComplete="country"
              {...field('country')}
            >
              <option value="">{labels.chooseCountry}</option>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            {fieldError('country')}
          </div>
          {shownStates.length > 0 ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-province`}>
                {labels.province}
              </label>
              <select
                id={`${id}-province`}
                key={country}
                className={styles.input}
                name="province"
                defaultValue={values.province ?? ''}
                autoComplete="address-level1"
                {...field('province')}
              >
                <option value="">{labels.chooseProvince}</option>
                {shownStates.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {fieldError('province')}
            </div>
          ) : null}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-postcode`}>
              {labels.postcode}
            </label>
            <input
              id={`${id}-postcode`}
              className={styles.input}
              name="postcode"
              autoComplete="postal-code"
              defaultValue={values.postcode ?? ''}
              {...field('postcode')}
            />
            {fieldError('postcode')}
          </div>
        </div>
        <Button
          type="submit"
          name="intent"
          value={ESTIMATE}
          variant="secondary"
          aria-disabled={isEstimating || undefined}
        >
          {labels.estimateSubmit}
        </Button>
      </Form>
      {cart?.address ? (
        <div className={styles.section} data-testid="cart-shipping-methods">
          <ShippingMethodPicker
            as="form"
            action={action}
            methods={cart.shipping.methods}
            value={cart.shipping.selected}
            currency={cart.currency}
            locale={locale}
            currencyStyle={currencyStyle}
            error={errors.method_id ?? null}
          />
        </div>
      ) : null}
    </section>
  );
}
