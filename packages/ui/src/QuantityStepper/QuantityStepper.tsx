import { useQuantityStepper } from '@vitrine/headless';
import { MinusIcon, PlusIcon } from '../icons/icons';
import * as styles from './QuantityStepper.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Current quantity (controlled). */
  value: number;
  /** Called with the next quantity after a click, an arrow key, or typed input is committed (blur / Enter). */
  onChange: (next: number) => void;
  /** Defaults to 1. */
  min?: number;
  /** Defaults to 100000. */
  max?: number;
  /** Defaults to 1. */
  step?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Form field name, so the quantity submits with a plain HTML form (no JavaScript needed). */
  name?: string;
  id?: string;
  /** Associates the input with a form elsewhere in the page. */
  form?: string;
  /** Accessible name of the field and the group, e.g. "Quantity for Alder Linen Shirt". */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Called when a typed quantity above 100 is committed (spec: analytics event). */
  onLargeQuantity?: (quantity: number) => void;
  className?: string;
}

/**
 * A quantity field with decrease/increase buttons: the styled face of
 * `useQuantityStepper` from `@vitrine/headless`, which holds every rule.
 *
 * Typing keeps digits and one decimal point; on blur or Enter the value is
 * committed: empty, non-numeric or over-100000 input restores the previous
 * value, anything else is rounded and clamped to `min`/`max`. Pasting is
 * blocked (spec). The buttons become `aria-disabled` at the bounds rather than
 * `disabled`, so keyboard focus is not thrown to the page when the last click
 * reaches a bound.
 *
 * Renders `data-size` and `data-disabled`; `data-at-min` / `data-at-max` on the root.
 *
 * @example
 * <QuantityStepper name="quantity" value={qty} onChange={setQty} max={variant.available} />
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  step,
  disabled = false,
  size = 'medium',
  name,
  id,
  form,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  onLargeQuantity,
  className,
}: QuantityStepperProps) {
  const stepper = useQuantityStepper({
    value,
    onChange,
    min,
    max,
    step,
    isDisabled: disabled,
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
      <input {...stepper.inputProps} className={styles.input} name={name} form={form} />
      <button {...stepper.incrementButtonProps} className={styles.stepButton}>
        <PlusIcon className={styles.icon} />
      </button>
    </div>
  );
}
