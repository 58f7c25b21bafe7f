import type { CurrencyStyle, ShippingMethod } from '@vitrine/headless';
import { useId, useState } from 'react';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_SHIPPING_METHOD_PICKER_LABELS, type ShippingMethodPickerLabels } from './labels';
import * as styles from './ShippingMethodPicker.css';
import { useLabels } from '../kit/labels';

/** Props of {@link ShippingMethodPicker}. */
export interface ShippingMethodPickerProps {
  /** The methods as the server priced them (a shipping-discount coupon already applied, the original in `regular_cost`). */
  methods: readonly ShippingMethod[];
  /** Field name of the radios, posted with the form (e.g. `method_id`). */
  name?: string;
  /** Id of the chosen method (controlled), e.g. the cart's `shipping.selected`. */
  value?: string | null;
  /** The first choice when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (id: string) => void;
  /** Currency of the costs (the cart's currency). */
  currency: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** A change of method is waiting for the server: the choice is locked and marked busy. */
  isPending?: boolean;
  /** The server's message for this field (spec 8), shown under the choice. */
  error?: string | null;
  /** Reading direction; follows the page (`dir` on an ancestor) when not given. */
  dir?: 'ltr' | 'rtl';
  labels?: Partial<ShippingMethodPickerLabels>;
  className?: string;
}

/**
 * The shipping methods as a radio group: native radios named `name`, so the
 * choice posts with its form without JavaScript (the cart's shipping
 * estimate, a checkout step); arrow keys move the choice, one tab stop. A
 * method a coupon made cheaper shows its `regular_cost` struck through; a
 * cost of 0 reads "Free". Without methods it says "No shipping methods
 * available" (spec 8). Controlled (`value`) or not (`defaultValue`).
 *
 * Renders `data-empty`, `data-pending`, `data-invalid`, and per option
 * `data-state`, `data-discounted`, `data-free`.
 *
 * @example
 * <Form method="post" action="/cart"><input type="hidden" name="intent" value="shipping" />
 *   <ShippingMethodPicker name="method_id" methods={cart.shipping.methods} defaultValue={cart.shipping.selected} currency={cart.currency} />
 * </Form>
 */
export function ShippingMethodPicker({
  methods,
  name,
  value,
  defaultValue = null,
  onValueChange,
  currency,
  locale,
  currencyStyle = 'default',
  isPending = false,
  error = null,
  dir,
  labels,
  className,
}: ShippingMethodPickerProps) {
  const text = useLabels('ShippingMethodPicker', DEFAULT_SHIPPING_METHOD_PICKER_LABELS, labels);
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const chosen = value === undefined ? ownValue : value;
  const isEmpty = methods.length === 0;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const price = (amount: number) => <Price amount={amount} currency={currency} locale={locale} style={currencyStyle} size="sm" />;

  return (
    <fieldset
      className={classes}
      data-empty={isEmpty || undefined}
      data-pending={isPending || undefined}
      data-invalid={error ? '' : undefined}
      aria-busy={isPending || undefined}
    >
      <legend className={styles.legend} id={`${id}-legend`}>
        {text.legend}
      </legend>
      {isEmpty ? (
        <p className={styles.empty} role="status">
          {text.noMethods}
        </p>
      ) : (
        <div
          role="radiogroup"
          className={styles.group}
          dir={dir}
          aria-labelledby={`${id}-legend`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {methods.map((method) => {
            const isDiscounted = method.regular_cost != null && method.regular_cost > method.cost;
            const isFree = method.cost === 0;
            const isChecked = chosen === method.id;
            return (
              <label
                key={method.id}
                className={styles.option}
                data-state={isChecked ? 'checked' : 'unchecked'}
                data-disabled={isPending || undefined}
                data-discounted={isDiscounted || undefined}
                data-free={isFree || undefined}
              >
                <input
                  type="radio"
                  className={styles.radio}
                  name={name ?? `${id}-method`}
                  value={method.id}
                  checked={isChecked}
                  // Locked while a change is pending, but still posted (a disabled radio would not be).
                  aria-disabled={isPending || undefined}
                  onChange={() => {
                    if (isPending) return;
                    setOwnValue(method.id);
                    onValueChange?.(method.id);
                  }}
                />
                <span className={styles.title}>{method.title}</span>{' '}
                <span className={styles.cost}>
                  {isFree ? text.free : price(method.cost)}{' '}
                  {isDiscounted && (
                    <s className={styles.regular}>
                      <VisuallyHidden>{text.regularCost}</VisuallyHidden> {price(method.regular_cost!)}
                    </s>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <VisuallyHidden role="status">{isPending ? text.updating : ''}</VisuallyHidden>
    </fieldset>
  );
}
