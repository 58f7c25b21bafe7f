import type { QuantityBounds, QuantityStepBounds, TypedQuantity } from './quantity.types';

/** Default smallest quantity (spec 3/9: stepper min 1); also what an empty filtered input falls back to (spec 5). */
export const QUANTITY_MIN = 1;
/** Largest quantity a shopper can type; bigger input is rejected, not clamped (spec 5/9: stepper max 100000). */
export const QUANTITY_MAX = 100000;
/** Default amount one click adds or removes (spec 3/9: step 1). */
export const QUANTITY_STEP = 1;
/** Typed quantities above this are reported for analytics (spec 5: "input above 100 emits an analytics event"). */
export const LARGE_QUANTITY_THRESHOLD = 100;
/** Bus event name for a typed quantity above {@link LARGE_QUANTITY_THRESHOLD}. */
export const LARGE_QUANTITY_EVENT = 'track:large_quantity';

/**
 * Keeps only the digits of typed text.
 *
 * @example
 * stripNonDigits(' 1a2.5-') // '125'
 */
export function stripNonDigits(raw: string): string {
  return raw.replace(/\D+/g, '');
}

/**
 * What the quantity field may show while the shopper types: digits and at
 * most one decimal point (the first one), everything else dropped. Keeping
 * the point matters: dropping it would turn "2.5" into 25.
 *
 * @example
 * filterQuantityDraft('1a2.5.0-') // '12.50'
 */
export function filterQuantityDraft(raw: string): string {
  const [whole = '', ...fraction] = raw.replace(/[^\d.]+/g, '').split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
}

/**
 * The spec's quantity input filter (spec 5): falsy input gives 0; otherwise
 * non-digits are stripped keeping one decimal point, a positive result is
 * rounded, and nothing left (no digit at all) falls back to the minimum 1.
 *
 * @example
 * filterQuantityInput('2.6 pcs') // 3
 * filterQuantityInput('abc')     // 1
 * filterQuantityInput('')        // 0
 * filterQuantityInput('0')       // 0
 */
export function filterQuantityInput(raw: string | number | null | undefined): number {
  if (!raw) return 0;
  const kept = filterQuantityDraft(String(raw));
  const parsed = Number(kept);
  if (kept === '' || Number.isNaN(parsed)) return QUANTITY_MIN;
  return parsed > 0 ? Math.round(parsed) : parsed;
}

/**
 * Clamps to the bounds.
 *
 * @example
 * clampQuantity(9, { min: 1, max: 5 }) // 5
 */
export function clampQuantity(value: number, { min, max }: QuantityBounds): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Judges what the shopper typed (spec 5): input with no digit is rejected as
 * not a number, a filtered value above {@link QUANTITY_MAX} is rejected as too
 * large (whatever the stepper's own `max`), anything else is accepted and
 * clamped to the bounds (`typed` keeps the number asked for).
 *
 * @example
 * parseTypedQuantity('7', { min: 1, max: 5 })      // { outcome: 'accepted', quantity: 5, typed: 7 }
 * parseTypedQuantity('abc', { min: 1, max: 5 })    // { outcome: 'rejected', reason: 'not-a-number' }
 * parseTypedQuantity('100001', { min: 1, max: 5 }) // { outcome: 'rejected', reason: 'too-large' }
 */
export function parseTypedQuantity(raw: string, bounds: QuantityBounds): TypedQuantity {
  if (!/\d/.test(raw)) return { outcome: 'rejected', reason: 'not-a-number' };
  const typed = filterQuantityInput(raw);
  if (!Number.isFinite(typed) || typed > QUANTITY_MAX) return { outcome: 'rejected', reason: 'too-large' };
  return { outcome: 'accepted', quantity: clampQuantity(typed, bounds), typed };
}

/**
 * Turns what the shopper typed into the quantity to use: `current` when the
 * input is rejected (see {@link parseTypedQuantity}), else the clamped value.
 *
 * @example
 * resolveTypedQuantity('7', { current: 2, min: 1, max: 5 })   // 5
 * resolveTypedQuantity('abc', { current: 2, min: 1, max: 5 }) // 2
 */
export function resolveTypedQuantity(
  raw: string,
  { current, ...bounds }: QuantityBounds & { current: number },
): number {
  const typed = parseTypedQuantity(raw, bounds);
  return typed.outcome === 'accepted' ? typed.quantity : current;
}

/**
 * Adds or removes one step, clamped (spec 4: "step added or subtracted per click").
 *
 * @example
 * stepQuantity(4, 1, { min: 1, max: 5, step: 2 }) // 5
 */
export function stepQuantity(value: number, direction: 1 | -1, { step, ...bounds }: QuantityStepBounds): number {
  return clampQuantity(value + direction * step, bounds);
}

/**
 * Whether a quantity is large enough to report (spec 5: above 100).
 *
 * @example
 * isLargeQuantity(100) // false
 * isLargeQuantity(101) // true
 */
export function isLargeQuantity(quantity: number): boolean {
  return quantity > LARGE_QUANTITY_THRESHOLD;
}
