import type { ChangeEvent, ClipboardEvent, DragEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';

/** Bounds of one stepper. */
export interface QuantityBounds {
  min: number;
  max: number;
}

/** Bounds plus the amount one click adds or removes. */
export interface QuantityStepBounds extends QuantityBounds {
  step: number;
}

/**
 * What a typed quantity came to: `accepted` with the clamped quantity (and
 * `typed`, the number the shopper asked for before clamping), or `rejected`
 * (the old value is kept) because it held no number or was above the
 * stepper's hard limit.
 */
export type TypedQuantity =
  | { outcome: 'accepted'; quantity: number; typed: number }
  | { outcome: 'rejected'; reason: 'not-a-number' | 'too-large' };

/** Payload of the `track:large_quantity` bus event ({@link LARGE_QUANTITY_EVENT}, spec 5). */
export interface LargeQuantityEvent {
  /** The number the shopper typed (more than 100), before stock capped it. */
  quantity: number;
  /** Product the stepper belongs to, when known. */
  productId?: number | string | null;
  /** Variant the stepper belongs to, when known. */
  variantId?: number | string | null;
}

/** Options of `useQuantityStepper`. Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). */
export interface UseQuantityStepperOptions {
  /** Current quantity when the parent owns it (controlled). */
  value?: number;
  /** First quantity when the stepper owns it (uncontrolled); clamped to the bounds. Defaults to `min`. */
  defaultValue?: number;
  /** Called with the next quantity after a click, an arrow key, or committed typing (blur / Enter). */
  onChange?: (next: number) => void;
  /** Defaults to 1. */
  min?: number;
  /** Defaults to 100000. */
  max?: number;
  /** Defaults to 1. */
  step?: number;
  isDisabled?: boolean;
  /** Product the quantity is for: sent with the large-quantity analytics event. */
  productId?: number | string | null;
  /** Variant the quantity is for: sent with the large-quantity analytics event. */
  variantId?: number | string | null;
  /**
   * Replaces the spec's analytics event: called with the typed number when
   * committed typing asks for more than 100 (spec 5: "input above 100 emits an
   * analytics event"), even when stock then caps the quantity lower. Without
   * it the hook publishes `track:large_quantity` on the provider's event bus
   * (nothing without a provider).
   */
  onLargeQuantity?: (quantity: number) => void;
  /** Called when typed input is thrown away and the old value restored (say, to show a hint). */
  onReject?: (reason: Extract<TypedQuantity, { outcome: 'rejected' }>['reason']) => void;
  /** `id` of the input; one is generated when not given (the buttons point at it with `aria-controls`). */
  id?: string;
  /** Accessible name of the group and the input, e.g. "Quantity for Alder Linen Shirt". */
  label?: string;
  /** Accessible name of the decrease button. */
  decrementLabel?: string;
  /** Accessible name of the increase button. */
  incrementLabel?: string;
}

/** Props for the element around the buttons and the input. */
export interface QuantityGroupProps {
  role: 'group';
  'aria-label': string | undefined;
  'data-disabled': true | undefined;
  'data-at-min': true | undefined;
  'data-at-max': true | undefined;
}

/** Props for the quantity `<input>`: a text field acting as a spin button. */
export interface QuantityInputProps {
  id: string;
  type: 'text';
  role: 'spinbutton';
  inputMode: 'numeric';
  pattern: string;
  autoComplete: 'off';
  'aria-label': string | undefined;
  'aria-valuenow': number;
  'aria-valuemin': number;
  'aria-valuemax': number;
  disabled: boolean;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>): void;
  onDrop(event: DragEvent<HTMLInputElement>): void;
}

/** Props for the increase or decrease `<button>`. */
export interface QuantityButtonProps {
  type: 'button';
  'aria-label': string | undefined;
  'aria-controls': string;
  /** Set at the bound instead of `disabled`, so focus stays on the button that reached it. */
  'aria-disabled': true | undefined;
  disabled: boolean;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
}

/** What `useQuantityStepper` returns: state, actions and the props for each part. */
export interface UseQuantityStepperResult {
  /** The committed quantity. */
  value: number;
  /** What the input shows: the value, or what the shopper is typing before it is committed. */
  draft: string;
  min: number;
  max: number;
  isDisabled: boolean;
  /** `true` when the value is at (or below) `min`: decrease does nothing. */
  isAtMin: boolean;
  /** `true` when the value is at (or above) `max`: increase does nothing. */
  isAtMax: boolean;
  increment(): void;
  decrement(): void;
  /** Sets a quantity directly, clamped to the bounds. */
  setValue(next: number): void;
  /** Commits the draft (what blur and Enter do). */
  commit(): void;
  groupProps: QuantityGroupProps;
  inputProps: QuantityInputProps;
  incrementButtonProps: QuantityButtonProps;
  decrementButtonProps: QuantityButtonProps;
}
