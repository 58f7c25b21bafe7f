import type { CurrencyStyle, ShippingMethod } from '@vitrine/headless';
import * as fieldStyles from '../../Field/Field.css';
import { NoScript } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Price } from '../../Price/Price';
import { ShippingMethodPicker } from '../../ShippingMethodPicker/ShippingMethodPicker';
import { DEFAULT_SHIPPING_METHOD_PICKER_LABELS } from '../../ShippingMethodPicker/labels';
import * as styles from './CheckoutPage.css';

/** Props of {@link ShippingSection}. */
export interface ShippingSectionProps {
  /** The methods the server offers for the cart's address, costs already discounted. */
  methods: readonly ShippingMethod[];
  /** The chosen method's id. */
  value: string | null;
  onValueChange: (id: string) => void;
  currency: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** The choice is being saved: the totals are about to change. */
  isPending?: boolean;
  error?: string | null;
}

/**
 * The checkout's shipping method, posted as `shipping_method_id`: the
 * ShippingMethodPicker where scripts run, and plain radios where they never do.
 */
export function ShippingSection({ methods, value, onValueChange, currency, locale, currencyStyle, isPending, error }: ShippingSectionProps) {
  const text = useLabels('ShippingMethodPicker', DEFAULT_SHIPPING_METHOD_PICKER_LABELS);
  return (
    <div className={fieldStyles.stack} data-invalid={error ? '' : undefined} data-testid="shipping-methods">
      <div className={styles.scriptOnly}>
        <ShippingMethodPicker
          methods={methods}
          value={value}
          onValueChange={onValueChange}
          currency={currency}
          locale={locale}
          currencyStyle={currencyStyle}
          isPending={isPending}
        />
        <input type="hidden" name="shipping_method_id" value={value ?? ''} />
      </div>
      <NoScript>
        <fieldset className={fieldStyles.group}>
          <legend className={fieldStyles.legend}>{text.legend}</legend>
          <div className={styles.choices}>
            {methods.map((method) => (
              <label key={method.id} className={styles.choiceHead}>
                <input type="radio" name="shipping_method_id" value={method.id} defaultChecked={value === method.id} className={styles.radio} />
                <span className={styles.choiceTitle}>{method.title}</span>
                {method.cost === 0 ? text.free : <Price amount={method.cost} currency={currency} locale={locale} style={currencyStyle} size="sm" />}
              </label>
            ))}
          </div>
        </fieldset>
      </NoScript>
      {error ? (
        <p role="alert" className={fieldStyles.message}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
