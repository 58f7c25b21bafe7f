import type { AddressFormLabels } from './labels';

/** A state or province of a country. */
export interface AddressCountryState {
  code: string;
  name: string;
}

/** One entry of `GET /api/store/countries` (spec 3: code, name, states; iso2 and dial code for phones). */
export interface AddressCountry {
  code: string;
  iso2: string;
  name: string;
  /** Without the `+`, e.g. `'44'`. */
  dial_code: string;
  postcode_required: boolean;
  province_required: boolean;
  states: AddressCountryState[];
}

/** The address fields, as the store API's address endpoints take them. */
export interface AddressFormValues {
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  province: string;
  postcode: string;
  phone: string;
}

export type AddressField = keyof AddressFormValues;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  first_name: '', last_name: '', company: '', address1: '', address2: '', city: '', country: '', province: '', postcode: '', phone: '',
};

/** Longest text field, first address line included (spec 5 and 9: first line max 255). */
export const ADDRESS_LINE_MAX_LENGTH = 255;
/** Longest phone number (spec 5 and 9). */
export const PHONE_MAX_LENGTH = 30;
/** What a phone number may contain (spec 5): digits and + - ( ) . / — and spaces for readability, as the checkout accepts. */
const PHONE_DISALLOWED = /[^0-9+\-()./ ]/g;

/** Drops the characters a phone number may not contain, as the shopper types. */
export function keepPhoneCharacters(phone: string): string {
  return phone.replace(PHONE_DISALLOWED, '');
}

/** Countries that dial the national leading 0 internationally too. */
const KEEPS_TRUNK_ZERO = new Set(['IT', 'SM', 'VA']);

/**
 * The phone number with the country's dial code, as the server stores it: a
 * number written internationally (`+…`, `00…`) keeps its own code, a national
 * one loses its trunk 0 and gains the dial code.
 *
 * @example withDialCode({ code: 'GB', dial_code: '44' }, '020-7946-0018') // '+44 2079460018'
 */
export function withDialCode(country: Pick<AddressCountry, 'code' | 'dial_code'> | undefined, phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return trimmed;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (!country) return trimmed;
  const national = KEEPS_TRUNK_ZERO.has(country.code) ? digits : digits.replace(/^0+/, '');
  return `+${country.dial_code} ${national}`;
}

/**
 * The server's address rules, checked before sending so the shopper sees
 * them at once (the server checks again; postcode formats and deliverability
 * are left to it). Returns one message per failing field, in form order.
 */
export function validateAddress(
  values: AddressFormValues,
  country: AddressCountry | undefined,
  text: AddressFormLabels,
): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const check = (field: AddressField, requiredMessage?: string) => {
    const value = values[field].trim();
    if (!value) {
      if (requiredMessage) errors[field] = requiredMessage;
    } else if (value.length > ADDRESS_LINE_MAX_LENGTH) {
      errors[field] = text.tooLong(ADDRESS_LINE_MAX_LENGTH);
    }
  };
  check('first_name', text.firstNameRequired);
  check('last_name', text.lastNameRequired);
  check('company');
  check('address1', text.addressRequired);
  check('address2');
  check('city', text.cityRequired);
  if (!values.country) errors.country = text.required;
  if (country?.province_required && country.states.length > 0 && !values.province) errors.province = text.required;
  if (country?.postcode_required && !values.postcode.trim()) errors.postcode = text.required;
  const phone = values.phone.trim();
  if (phone) {
    if (keepPhoneCharacters(phone) !== phone || !/\d/.test(phone)) errors.phone = text.phoneInvalid;
    else if (phone.length > PHONE_MAX_LENGTH) errors.phone = text.phoneTooLong(PHONE_MAX_LENGTH);
  }
  return errors;
}

const FIELDS = new Set<string>(Object.keys(EMPTY_ADDRESS));

/**
 * Server field errors (`errors` of a 422, keyed `postcode` or
 * `shipping_address.postcode`) as one message per form field; the keys that
 * name no field of the form are left out.
 */
export function fieldErrorsFromServer(errors: Record<string, readonly string[]> | undefined): AddressFieldErrors {
  const result: AddressFieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = key.split('.').pop() ?? key;
    if (FIELDS.has(field) && messages[0] && !result[field as AddressField]) result[field as AddressField] = messages[0];
  }
  return result;
}
