import { CommerceError } from '../errors';
import type { CardInput } from './payments.types';

/** Shortest and longest card numbers in use (Maestro 12 … 19 digits). */
export const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;
/** A card is not issued for longer than this, so an expiry further out is a typo. */
export const MAX_CARD_YEARS_AHEAD = 20;
/** Letters a name on card may not be short of (a single letter is not a name). */
export const MIN_CARD_NAME_LENGTH = 2;
export const MAX_CARD_NAME_LENGTH = 100;

/** The card messages shown beside each field. */
export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  name: 'Enter your name exactly as it’s written on your card',
  expiry: 'Enter a valid card expiry date',
  cvc: 'Enter the CVV or security code on your card',
} as const;

/** Raw card fields as they arrive (strings or numbers). */
export interface RawCard {
  number?: unknown;
  expiry_month?: unknown;
  expiry_year?: unknown;
  cvc?: unknown;
  name?: unknown;
}

/**
 * Luhn (mod 10) checksum of a digit string.
 *
 * @example passesLuhn('4242424242424242') // true
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let isDoubled = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (isDoubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    isDoubled = !isDoubled;
  }
  return sum % 10 === 0;
}

/** First 4 and last 4 digits, the only form of a card number the shop ever keeps or shows. */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length <= 8) return '•'.repeat(digits.length);
  return `${digits.slice(0, 4)}…${digits.slice(-4)}`;
}

function cardError(field: keyof typeof CARD_MESSAGES, errors: Record<string, string[]>): CommerceError {
  return new CommerceError({
    status: 422,
    code: `CARD_${field.toUpperCase()}_INVALID`,
    message: CARD_MESSAGES[field],
    field: `card.${field}`,
    errors,
  });
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function wholeNumber(value: unknown): number | undefined {
  const text = asText(value);
  return /^\d{1,4}$/.test(text) ? Number(text) : undefined;
}

/** Two-digit years mean this century (`27` → 2027). */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function checkExpiry(month: number | undefined, year: number | undefined, now: Date): boolean {
  if (month === undefined || year === undefined || month < 1 || month > 12) return false;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  // A card is good until the end of its expiry month.
  const expiry = fullYear(year) * 12 + (month - 1);
  return expiry >= thisMonth && expiry <= thisMonth + MAX_CARD_YEARS_AHEAD * 12;
}

/**
 * Checks card details and returns them cleaned (digits only, four-digit year).
 * Every failing field is listed in `errors`; the first names the error. The
 * messages never repeat what was typed, so nothing sensitive reaches a log.
 *
 * @example validateCard({ number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2030, cvc: '123', name: 'Ada Lovelace' }, new Date())
 */
export function validateCard(raw: RawCard | undefined, now: Date): CardInput {
  const card = raw ?? {};
  const number = asText(card.number).replace(/[\s-]/g, '');
  const name = asText(card.name);
  const cvc = asText(card.cvc);
  const month = wholeNumber(card.expiry_month);
  const year = wholeNumber(card.expiry_year);
  const errors: Record<string, string[]> = {};
  const isNumberValid =
    /^\d+$/.test(number) &&
    number.length >= CARD_NUMBER_LENGTH.min &&
    number.length <= CARD_NUMBER_LENGTH.max &&
    passesLuhn(number);
  if (!isNumberValid) errors['card.number'] = [CARD_MESSAGES.number];
  const isNameValid = name.length >= MIN_CARD_NAME_LENGTH && name.length <= MAX_CARD_NAME_LENGTH && !/^\d+$/.test(name);
  if (!isNameValid) errors['card.name'] = [CARD_MESSAGES.name];
  if (!checkExpiry(month, year, now)) errors['card.expiry'] = [CARD_MESSAGES.expiry];
  if (!/^\d{3,4}$/.test(cvc)) errors['card.cvc'] = [CARD_MESSAGES.cvc];
  const first = Object.keys(errors)[0];
  if (first) throw cardError(first.slice('card.'.length) as keyof typeof CARD_MESSAGES, errors);
  return { number, name, cvc, expiryMonth: month as number, expiryYear: fullYear(year as number) };
}
