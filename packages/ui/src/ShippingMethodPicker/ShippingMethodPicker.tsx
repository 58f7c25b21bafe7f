import * as RadioGroup from '@radix-ui/react-radio-group';
import type { CurrencyStyle, ShippingMethod } from '@vitrine/headless';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_SHIPPING_METHOD_PICKER_LABELS, type ShippingMethodPickerLabels } from './labels';
import * as styles from './ShippingMethodPicker.css';
import { useLabels } from '../kit/labels';

/** Props of {@link ShippingMethodPicker}. */
export interface ShippingMethodPickerProps {
  /**
   * The methods to offer: `useCoupon().shippingMethods`, which has the
   * shipping-discount coupon applied (the original cost in `regular_cost`).
   */
  methods: readonly ShippingMethod[];
  /** Id of the chosen method (the cart's `shipping.selected`), or `null`. */
  value: string | null;
  onValueChange: (id: string) => void;
  /** Currency of the costs (the cart's currency). */
  currency: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** A change of method is waiting for the server: the choice is locked and marked busy. */
  isPending?: boolean;
  /** Reading direction for arrow keys and layout; read from the page (`dir` on an ancestor) when not given. */
  dir?: 'ltr' | 'rtl';
  labels?: Partial<ShippingMethodPickerLabels>;
  className?: string;
}

/**
 * The shipping methods of the cart as a radio group (Radix RadioGroup: arrow
 * keys move the choice, one tab stop). A method a coupon made cheaper shows
 * its `regular_cost` struck through; a cost of 0 reads "Free". Without
 * methods it says "No shipping methods available" (spec 8).
 *
 * Presentational: it takes the methods and a callback, because the choice is
 * saved through the checkout (`/cart/shipping`) by the page. Renders
 * `data-empty`, `data-pending`, and per option `data-state`, `data-discounted`, `data-free`.
 *
 * @example
 * const { shippingMethods } = useCoupon();
 * <ShippingMethodPicker methods={shippingMethods} value={cart.shipping.selected}
 *   currency={cart.currency} onValueChange={(id) => saveShipping(id)} />
 */
export function ShippingMethodPicker({
  methods,
  value,
  onValueChange,
  currency,
  locale,
  currencyStyle = 'default',
  isPending = false,
  dir,
  labels,
  className,
}: ShippingMethodPickerProps) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // Radix writes dir="ltr" on the group unless told otherwise, which would undo a right-to-left page.
  const [pageDir, setPageDir] = useState<'ltr' | 'rtl'>();
  useLayoutEffect(() => {
    setPageDir(rootRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');
  }, []);
  const text = useLabels('ShippingMethodPicker', DEFAULT_SHIPPING_METHOD_PICKER_LABELS, labels);
  const id = useId();
  const isEmpty = methods.length === 0;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const price = (amount: number) => <Price amount={amount} currency={currency} locale={locale} style={currencyStyle} size="sm" />;

  return (
    <fieldset ref={rootRef} className={classes} data-empty={isEmpty || undefined} data-pending={isPending || undefined} aria-busy={isPending || undefined}>
      <legend className={styles.legend} id={`${id}-legend`}>
        {text.legend}
      </legend>
      {isEmpty ? (
        <p className={styles.empty} role="status">
          {text.noMethods}
        </p>
      ) : (
        <RadioGroup.Root
          className={styles.group}
          value={value ?? ''}
          onValueChange={onValueChange}
          disabled={isPending}
          dir={dir ?? pageDir}
          aria-labelledby={`${id}-legend`}
        >
          {methods.map((method) => {
            const isDiscounted = method.regular_cost != null && method.regular_cost > method.cost;
            const isFree = method.cost === 0;
            const optionId = `${id}-${method.id}`;
            return (
              <label
                key={method.id}
                htmlFor={optionId}
                className={styles.option}
                data-state={value === method.id ? 'checked' : 'unchecked'}
                data-disabled={isPending || undefined}
                data-discounted={isDiscounted || undefined}
                data-free={isFree || undefined}
              >
                <RadioGroup.Item id={optionId} value={method.id} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.indicator} />
                </RadioGroup.Item>
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
        </RadioGroup.Root>
      )}
      <VisuallyHidden role="status">{isPending ? text.updating : ''}</VisuallyHidden>
    </fieldset>
  );
}
