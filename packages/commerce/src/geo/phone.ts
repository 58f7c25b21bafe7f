import { findCountry } from './countries';

/** Longest phone number a shopper may enter (spec 5 and 9: at most 30 characters). */
export const PHONE_MAX_LENGTH = 30;

/** Characters a phone number may contain (spec 5: digits and + - ( ) . / ), spaces for readability. */
const PHONE_CHARACTERS = /^[0-9+\-(). /]*$/;

/** True when `phone` uses only the allowed characters. */
export function hasOnlyPhoneCharacters(phone: string): boolean {
  return PHONE_CHARACTERS.test(phone);
}

/**
 * Countries that keep the leading 0 of a national number after the dial code
 * (Italy and its neighbours dial it internationally too).
 */
const KEEPS_TRUNK_ZERO: ReadonlySet<string> = new Set(['IT', 'SM', 'VA']);

/**
 * The number in international form `+<dial code> <digits>` (spec 5: phone
 * numbers formatted with the dial code by country). A number already written
 * internationally (`+…` or `00…`) keeps its own country code; a national number
 * loses its trunk `0` and gains the country's dial code. Unknown countries and
 * numbers without digits come back trimmed and otherwise unchanged.
 *
 * @example formatPhone('GB', '020 7946 0018') // '+44 2079460018'
 * @example formatPhone('US', '(415) 555-0100') // '+1 4155550100'
 */
export function formatPhone(country: string, number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return trimmed;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const entry = findCountry(country);
  if (!entry) return trimmed;
  const national = KEEPS_TRUNK_ZERO.has(entry.code) ? digits : digits.replace(/^0+/, '');
  return `+${entry.dial_code} ${national}`;
}
