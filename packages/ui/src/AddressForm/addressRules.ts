import type { AddressField, AddressValues, CountryEntry } from '@vitrine/headless/contract';
import { ADDRESS_LINE_MAX, PHONE_MAX } from '@vitrine/headless/contract';

/** One country of the address form's list: its code and its name in the shopper's language. */
export interface CountryChoice {
  code: string;
  name: string;
}

/** A country with its address rules (`GET /api/store/countries/{code}`): states, postcode and state requirements, dial code. */
export type AddressCountry = CountryEntry;
/** The address fields as the form holds them. */
export type AddressFormValues = AddressValues;
export type { AddressField };

/** Longest text field, first address line included (spec 5 and 9: first line max 255). */
export const ADDRESS_LINE_MAX_LENGTH = ADDRESS_LINE_MAX;
/** Longest phone number (spec 5 and 9). */
export const PHONE_MAX_LENGTH = PHONE_MAX;
/** What a phone number may contain (spec 5): digits and + - ( ) . / — and spaces for readability, as the checkout accepts. */
const PHONE_DISALLOWED = /[^0-9+\-()./ ]/g;

/** Drops the characters a phone number may not contain, as the shopper types. */
export function keepPhoneCharacters(phone: string): string {
  return phone.replace(PHONE_DISALLOWED, '');
}

/** Whether a list entry carries its country's rules (the address book sends the full list; the checkout only names). */
export function hasRules(entry: CountryChoice | AddressCountry | undefined): entry is AddressCountry {
  return entry !== undefined && Array.isArray((entry as AddressCountry).states);
}

/**
 * The state a typed or autofilled province names in `country`: its code, its
 * name or the ISO form (`US-CA`), any letter case; '' when it names none.
 *
 * @example stateCodeFor(usRules, 'california') // 'CA'
 */
export function stateCodeFor(country: AddressCountry, typed: string): string {
  const wanted = typed.trim().toUpperCase();
  if (!wanted) return '';
  const code = wanted.startsWith(`${country.code}-`) ? wanted.slice(country.code.length + 1) : wanted;
  return (
    country.states.find((state) => state.code.toUpperCase() === code || state.name.toUpperCase() === wanted)?.code ?? ''
  );
}
