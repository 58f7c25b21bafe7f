import { useId, useState, type KeyboardEvent } from 'react';
import { useOptionalStoreEvents } from '../provider/StoreProvider';
import {
  clampQuantity,
  filterQuantityDraft,
  isLargeQuantity,
  LARGE_QUANTITY_EVENT,
  parseTypedQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  stepQuantity,
} from './quantity';
import type { LargeQuantityEvent, UseQuantityStepperOptions, UseQuantityStepperResult } from './quantity.types';

/**
 * Behaviour of a quantity stepper (spec 3, 4, 5, 9): a text field acting as a
 * spin button between a decrease and an increase button.
 *
 * - Clicks and ArrowUp/ArrowDown add or remove `step`, clamped to `min`/`max`;
 *   at a bound that button is `aria-disabled` and does nothing.
 * - Typing keeps digits and one decimal point; blur or Enter commits it:
 *   input with no number, or above 100000, is rejected and the old value
 *   restored; anything else is rounded and clamped.
 * - Typing more than 100 is spec 5's analytics event, even when the bounds
 *   cap the quantity lower (the shopper asked for it): `track:large_quantity`
 *   `{ quantity, productId, variantId }` on the provider's event bus, which
 *   the tracker forwards after consent; or `onLargeQuantity` instead.
 * - Pasting and dropping text are blocked.
 *
 * Needs no `StoreProvider`, so a bare stepper (stories, tests, static pages)
 * works; without one the large-quantity event has nowhere to go.
 *
 * @example
 * function Stepper({ quantity, setQuantity }: { quantity: number; setQuantity(q: number): void }) {
 *   const stepper = useQuantityStepper({ value: quantity, onChange: setQuantity, max: 20, label: 'Quantity' });
 *   return (
 *     <div {...stepper.groupProps}>
 *       <button {...stepper.decrementButtonProps}>−</button>
 *       <input name="quantity" {...stepper.inputProps} />
 *       <button {...stepper.incrementButtonProps}>+</button>
 *     </div>
 *   );
 * }
 */
export function useQuantityStepper(options: UseQuantityStepperOptions = {}): UseQuantityStepperResult {
  const { min = QUANTITY_MIN, max = QUANTITY_MAX, step = QUANTITY_STEP, isDisabled = false } = options;
  const generatedId = useId();
  const inputId = options.id ?? generatedId;
  const [ownValue, setOwnValue] = useState(() => clampQuantity(options.defaultValue ?? min, { min, max }));
  const isControlled = options.value !== undefined;
  const events = useOptionalStoreEvents();
  const value = options.value ?? ownValue;

  const [draft, setDraft] = useState(() => String(value));
  const [draftOf, setDraftOf] = useState(value);
  // A new value (from the parent or a click) replaces whatever is being typed.
  if (value !== draftOf) {
    setDraftOf(value);
    setDraft(String(value));
  }

  const isAtMin = value <= min;
  const isAtMax = value >= max;

  const change = (next: number) => {
    setDraft(String(next));
    if (next === value) return;
    if (!isControlled) setOwnValue(next);
    options.onChange?.(next);
  };
  const stepBy = (direction: 1 | -1) => {
    if (isDisabled || (direction < 0 ? isAtMin : isAtMax)) return;
    change(stepQuantity(value, direction, { min, max, step }));
  };
  const commit = () => {
    const typed = parseTypedQuantity(draft, { min, max });
    if (typed.outcome === 'rejected') {
      setDraft(String(value));
      options.onReject?.(typed.reason);
      return;
    }
    // Committing what is already shown (the blur after Enter) is not new input.
    if (typed.typed !== value && isLargeQuantity(typed.typed)) {
      if (options.onLargeQuantity) options.onLargeQuantity(typed.typed);
      else
        events?.publish<LargeQuantityEvent>(LARGE_QUANTITY_EVENT, {
          quantity: typed.typed,
          productId: options.productId,
          variantId: options.variantId,
        });
    }
    change(typed.quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      commit();
    }
  };
  // Paste is blocked (spec 5); dropped text is the same thing by mouse.
  const block = (event: { preventDefault(): void }) => event.preventDefault();

  return {
    value,
    draft,
    min,
    max,
    isDisabled,
    isAtMin,
    isAtMax,
    increment: () => stepBy(1),
    decrement: () => stepBy(-1),
    setValue: (next) => change(clampQuantity(next, { min, max })),
    commit,
    groupProps: {
      role: 'group',
      'aria-label': options.label,
      'data-disabled': isDisabled || undefined,
      'data-at-min': isAtMin || undefined,
      'data-at-max': isAtMax || undefined,
    },
    inputProps: {
      id: inputId,
      type: 'text',
      role: 'spinbutton',
      inputMode: 'numeric',
      pattern: '[0-9]*',
      autoComplete: 'off',
      'aria-label': options.label,
      'aria-valuenow': value,
      'aria-valuemin': min,
      'aria-valuemax': max,
      disabled: isDisabled,
      value: draft,
      onChange: (event) => setDraft(filterQuantityDraft(event.target.value)),
      onBlur: commit,
      onKeyDown,
      onPaste: block,
      onDrop: block,
    },
    decrementButtonProps: {
      type: 'button',
      'aria-label': options.decrementLabel,
      'aria-controls': inputId,
      'aria-disabled': isAtMin || undefined,
      disabled: isDisabled,
      onClick: () => stepBy(-1),
    },
    incrementButtonProps: {
      type: 'button',
      'aria-label': options.incrementLabel,
      'aria-controls': inputId,
      'aria-disabled': isAtMax || undefined,
      disabled: isDisabled,
      onClick: () => stepBy(1),
    },
  };
}
