/** Card numbers longer than this many digits are masked (spec 9). */
export const CARD_MASK_MIN_LENGTH_EXCLUSIVE = 8;
/** Digits kept visible at each end of a masked card number (spec 9: first 4, last 4). */
export const CARD_VISIBLE_DIGITS = 4;
/** Character standing in for each hidden digit. */
const MASK_CHARACTER = '*';
/** Fields holding a card number, in the spellings payment forms use. */
const CARD_NUMBER_FIELD = /^(card_?number|cardno|card_?num|pan|number)$/i;
/** Fields holding a card security code, never sent to analytics (spec 9). */
const SECURITY_CODE_FIELD = /^(cvc2?|cvv2?|cid|security_?code|card_?cvc|card_?cvv|card_?security_?code)$/i;
/** Deeper nesting than this is not expected in an event and is cut off rather than walked. */
const MAX_DEPTH = 8;

/**
 * Masks a card number for analytics: when it has more than 8 digits, only the
 * first 4 and last 4 stay visible (spec 9). Spaces and dashes are dropped.
 *
 * @example
 * maskCardNumber('4111 1111 1111 1111'); // '4111********1111'
 * maskCardNumber('12345678'); // '12345678' (8 digits: not longer than 8)
 */
export function maskCardNumber(cardNumber: string | number): string {
  const digits = String(cardNumber).replace(/[\s-]/g, '');
  if (digits.length <= CARD_MASK_MIN_LENGTH_EXCLUSIVE) return digits;
  const hidden = digits.length - 2 * CARD_VISIBLE_DIGITS;
  return digits.slice(0, CARD_VISIBLE_DIGITS) + MASK_CHARACTER.repeat(hidden) + digits.slice(-CARD_VISIBLE_DIGITS);
}

/**
 * A copy of an event payload safe to hand to analytics: card numbers masked,
 * security codes (CVC/CVV) removed, at any depth. The tracker runs every event
 * through it, so no caller can leak card data by mistake.
 *
 * @example
 * scrubPaymentDetails({ card: { number: '4111111111111111', cvc: '123' } });
 * // { card: { number: '4111********1111' } }
 */
export function scrubPaymentDetails<T>(value: T): T {
  return scrub(value, 0) as T;
}

function scrub(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECURITY_CODE_FIELD.test(key)) continue;
    result[key] =
      CARD_NUMBER_FIELD.test(key) && looksLikeCardNumber(field) ? maskCardNumber(field) : scrub(field, depth + 1);
  }
  return result;
}

/** Digits with optional spaces or dashes, more than 8 digits: a house number in a field named `number` is left alone. */
function looksLikeCardNumber(field: unknown): field is string | number {
  if (typeof field !== 'string' && typeof field !== 'number') return false;
  const text = String(field);
  return /^[\d\s-]+$/.test(text) && text.replace(/\D/g, '').length > CARD_MASK_MIN_LENGTH_EXCLUSIVE;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
