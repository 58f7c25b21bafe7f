import { useQuantityStepper } from '@vitrine/headless';
import { MinusIcon, PlusIcon } from '../icons/icons';
import * as styles from './QuantityStepper.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Field name, so the quantity posts with its form without JavaScript (e.g. `quantity`). */
  name?: string;
  /** Current quantity (controlled). */
  value?: number;
  /** First quantity when uncontrolled; defaults to `min`. */
  defaultValue?: number;
  /** Called with the next quantity after a click, an arrow key, or typed input is committed (blur / Enter). */
  onChange?: (next: number) => void;
  /** Defaults to 1. */
  min?: number;
  /** Defaults to 100000. */
  max?: number;
  /** Defaults to 1. */
  step?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
  id?: string;
  /** Associates the input with a form elsewhere in the page. */
  form?: string;
  /** Accessible name of the field and the group, e.g. "Quantity for Alder Linen Shirt". */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Product the quantity is for: sent with the large-quantity analytics event. */
  productId?: number | string | null;
  /** Variant the quantity is for: sent with the large-quantity analytics event. */
  variantId?: number | string | null;
  /**
   * Called with the typed number when the shopper types more than 100 (even
   * if stock caps the quantity lower); by default the spec's analytics event
   * is published on the store's event bus (`track:large_quantity`).
   */
  onLargeQuantity?: (quantity: number) => void;
  /** The server's message for this field (e.g. "Only 3 left in stock"), read with the field. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A quantity field with decrease/increase buttons: the styled face of
 * `useQuantityStepper` from `@vitrine/headless`, which holds every rule
 * (spec 5). A real form field (`name`), controlled (`value`) or not
 * (`defaultValue`): without JavaScript the shopper types into it and its form
 * posts it.
 *
 * Typing keeps digits and one decimal point; on blur or Enter the value is
 * committed: empty, non-numeric or over-100000 input restores the previous
 * value, anything else is rounded and clamped to `min`/`max`. Typing more
 * than 100 publishes the spec's analytics event. Pasting is
 * blocked. The buttons become `aria-disabled` at the bounds rather than
 * `disabled`, so keyboard focus is not thrown to the page when the last click
 * reaches a bound.
 *
 * Renders `data-size` and `data-disabled`; `data-at-min` / `data-at-max` on the root.
 *
 * @example
 * <QuantityStepper name="quantity" defaultValue={1} max={variant.available} productId={product.ID} variantId={variant.ID} />
 */
export function QuantityStepper({
  name,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  disabled = false,
  size = 'medium',
  id,
  form,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  productId,
  variantId,
  onLargeQuantity,
  describedBy,
  invalid,
  className,
}: QuantityStepperProps) {
  const stepper = useQuantityStepper({
    value,
    defaultValue,
    onChange,
    min,
    max,
    step,
    isDisabled: disabled,
    productId,
    variantId,
    onLargeQuantity,
    id,
    label,
    decrementLabel: decreaseLabel,
    incrementLabel: increaseLabel,
  });

  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <div {...stepper.groupProps} className={classes} data-size={size}>
      <button {...stepper.decrementButtonProps} className={styles.stepButton}>
        <MinusIcon className={styles.icon} />
      </button>
      <input
        {...stepper.inputProps}
        className={styles.input}
        name={name}
        form={form}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <button {...stepper.incrementButtonProps} className={styles.stepButton}>
        <PlusIcon className={styles.icon} />
      </button>
    </div>
  );
}
