import { useEffect, useState } from 'react';
import { Price, ShippingMethodPicker } from '@vitrine/ui';
import type { ShippingMethod } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from '../site/theme';
import type { CountryEntry } from '@vitrine/headless/contract';
import * as styles from './checkout.css';

/*
 * What the cart page (app/cart/cart.tsx) still imports from the checkout
 * until its kit composition (CartPage) replaces it. The checkout pages use
 * none of it: they are the kit's CheckoutPage. Delete this file once the cart
 * page no longer imports it.
 */

/** True once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export type { CountryOption } from './checkout-page.server';

/** The chosen country's rules (from the engine's country data). */
export type CountryRules = Pick<CountryEntry, 'code' | 'dial_code' | 'postcode_required' | 'province_required' | 'states'>;

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

