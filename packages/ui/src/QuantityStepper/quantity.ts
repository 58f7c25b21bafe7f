/** Default smallest quantity (spec: stepper min 1). */
export const QUANTITY_MIN = 1;
/** Largest quantity a shopper can type; bigger input is rejected, not clamped (spec: stepper max 100000). */
export const QUANTITY_MAX = 100000;
/** Default amount one click adds or removes (spec: step 1). */
export const QUANTITY_STEP = 1;
/** Typed quantities above this are reported for analytics (spec: "input above 100 emits an analytics event"). */
export const LARGE_QUANTITY_THRESHOLD = 100;

/** Bounds of one stepper. */
export interface QuantityBounds {
  min: number;
  max: number;
}

/** Keeps only the digits of typed text: `"1a2"` → `"12"`. */
export function stripNonDigits(raw: string): string {
  return raw.replace(/\D+/g, '');
}

/** Clamps to the bounds. */
export function clampQuantity(value: number, { min, max }: QuantityBounds): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Turns what the shopper typed into the quantity to use. Empty, non-numeric
 * or over-{@link QUANTITY_MAX} input is rejected and `current` is kept;
 * anything else is clamped to the bounds.
 *
 * @example
 * resolveTypedQuantity('7', { current: 2, min: 1, max: 5 }) // 5
 * resolveTypedQuantity('abc', { current: 2, min: 1, max: 5 }) // 2
 */
export function resolveTypedQuantity(raw: string, { current, ...bounds }: QuantityBounds & { current: number }): number {
  const digits = stripNonDigits(raw);
  if (digits === '') return current;
  const typed = Number(digits);
  if (!Number.isSafeInteger(typed) || typed > QUANTITY_MAX) return current;
  return clampQuantity(typed, bounds);
}

/**
 * Adds or removes one step, clamped.
 *
 * @example
 * stepQuantity(4, 1, { min: 1, max: 5, step: 2 }) // 5
 */
export function stepQuantity(value: number, direction: 1 | -1, { step, ...bounds }: QuantityBounds & { step: number }): number {
  return clampQuantity(value + direction * step, bounds);
}
