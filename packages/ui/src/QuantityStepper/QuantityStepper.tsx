import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from '../icons/icons';
import * as styles from './QuantityStepper.css';
import {
  LARGE_QUANTITY_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  resolveTypedQuantity,
  stepQuantity,
  stripNonDigits,
} from './quantity';

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
 * A quantity field with decrease/increase buttons.
 *
 * Typing keeps digits only; on blur or Enter the value is committed: empty,
 * non-numeric or over-100000 input restores the previous value, anything else
 * is clamped to `min`/`max`. Pasting is blocked (spec). The buttons become
 * `aria-disabled` at the bounds rather than `disabled`, so keyboard focus is not
 * thrown to the page when the last click reaches a bound.
 *
 * Renders `data-size` and `data-disabled`; `data-at-min` / `data-at-max` on the root.
 *
 * @example
 * <QuantityStepper name="quantity" value={qty} onChange={setQty} max={variant.available} />
 */
export function QuantityStepper({
  value,
  onChange,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  step = QUANTITY_STEP,
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
  const [draft, setDraft] = useState(String(value));
  const [syncedValue, setSyncedValue] = useState(value);
  // A new value from the parent replaces whatever is being typed.
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(String(value));
  }

  const atMin = value <= min;
  const atMax = value >= max;

  const change = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const stepBy = (direction: 1 | -1) => {
    if (disabled || (direction < 0 ? atMin : atMax)) return;
    change(stepQuantity(value, direction, { min, max, step }));
  };
  const commit = () => {
    const next = resolveTypedQuantity(draft, { current: value, min, max });
    if (next !== value && next > LARGE_QUANTITY_THRESHOLD) onLargeQuantity?.(next);
    change(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      commit();
    }
  };

  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <div
      role="group"
      aria-label={label}
      className={classes}
      data-size={size}
      data-disabled={disabled || undefined}
      data-at-min={atMin || undefined}
      data-at-max={atMax || undefined}
    >
      <button
        type="button"
        className={styles.stepButton}
        aria-label={decreaseLabel}
        aria-disabled={atMin || undefined}
        disabled={disabled}
        onClick={() => stepBy(-1)}
      >
        <MinusIcon className={styles.icon} />
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        id={id}
        name={name}
        form={form}
        disabled={disabled}
        value={draft}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(stripNonDigits(event.target.value))}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onPaste={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={increaseLabel}
        aria-disabled={atMax || undefined}
        disabled={disabled}
        onClick={() => stepBy(1)}
      >
        <PlusIcon className={styles.icon} />
      </button>
    </div>
  );
}
