import { createHash } from 'node:crypto';

/** Card-number fields in the spellings payment forms use. */
const CARD_NUMBER_FIELD = /^(card_?number|cardno|card_?num|pan|number)$/i;
/** Security-code fields: never relayed (spec 9). */
const SECURITY_CODE_FIELD = /^(cvc2?|cvv2?|cid|security_?code|card_?cvc|card_?cvv|card_?security_?code)$/i;
/** Contact fields conversion APIs take only as SHA-256 of the normalised value. */
const HASHED_FIELD = /^(email|em|phone|ph)$/i;
const MAX_DEPTH = 8;

/** Card number masked as the spec says: more than 8 digits keep only the first 4 and last 4. */
export function maskCardNumber(value: string | number): string {
  const digits = String(value).replace(/[\s-]/g, '');
  if (digits.length <= 8) return digits;
  return digits.slice(0, 4) + '*'.repeat(digits.length - 8) + digits.slice(-4);
}

function digitsOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  return /^[\d\s-]+$/.test(text) ? text.replace(/\D/g, '') : null;
}

/** True for 13–19 digits passing the Luhn check: a card number whatever the field is called. */
function isLikelyCard(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A copy safe to send to an analytics service: security codes removed, card
 * numbers masked (in card fields, and any value that looks like a card number
 * wherever it is: the server does not trust the browser to have done it).
 *
 * @example scrubCardData({ card: { number: '4111 1111 1111 1111', cvc: '123' } }) // { card: { number: '4111********1111' } }
 */
export function scrubCardData<T>(value: T): T {
  return scrub(value, 0) as T;
}

function scrub(value: unknown, depth: number): unknown {
  const digits = digitsOf(value);
  if (digits !== null && isLikelyCard(digits)) return maskCardNumber(digits);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECURITY_CODE_FIELD.test(key)) continue;
    const fieldDigits = digitsOf(field);
    result[key] =
      CARD_NUMBER_FIELD.test(key) && fieldDigits !== null && fieldDigits.length > 8
        ? maskCardNumber(fieldDigits)
        : scrub(field, depth + 1);
  }
  return result;
}

/** SHA-256 hex of a trimmed, lower-cased value (phone: digits only). */
function hashContact(key: string, value: string): string {
  const normalised = /^(phone|ph)$/i.test(key) ? value.replace(/\D/g, '') : value.trim().toLowerCase();
  return createHash('sha256').update(normalised).digest('hex');
}

/** `user_data` for a conversion API: card data scrubbed, e-mail and phone hashed (already-hashed values kept). */
export function conversionUserData(userData: Record<string, unknown> | undefined): Record<string, unknown> {
  const scrubbed = scrubCardData(userData ?? {});
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(scrubbed)) {
    const isHashed = typeof value === 'string' && /^[a-f0-9]{64}$/.test(value);
    result[key] = HASHED_FIELD.test(key) && typeof value === 'string' && !isHashed ? hashContact(key, value) : value;
  }
  return result;
}
