import { CommerceError } from '@vitrine/commerce';
import {
  DEFAULT_ADDRESS_FORM_LABELS,
  EMPTY_ADDRESS,
  validateAddress,
  withDialCode,
  type AddressCountry,
  type AddressFormValues,
} from '@vitrine/ui';

/** A posted address form: the fields of the address book plus "make this my default". */
export interface PostedAddress extends AddressFormValues {
  default: boolean;
}

const FIELDS = Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[];

/** The address fields of a posted form, trimmed; a missing field is empty. */
export function addressFromForm(form: FormData): PostedAddress {
  const values = { ...EMPTY_ADDRESS };
  for (const field of FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  values.country = values.country.toUpperCase();
  return { ...values, default: form.get('default') === 'on' };
}

/**
 * Checks a posted address with the address form's own rules (the country's
 * postcode and state requirements, phone characters, lengths) and answers
 * with the body the address book takes: the phone with the country's dial
 * code. A failure is the engine's 422 shape, with the English texts the
 * pages translate, so server-side and engine checks read alike.
 *
 * @example
 * const input = addressInput(addressFromForm(form), geo.listCountries());
 * await accounts.addresses.create(customerId, input);
 */
export function addressInput(posted: PostedAddress, countries: readonly AddressCountry[]) {
  const country = countries.find((entry) => entry.code === posted.country);
  const found = validateAddress(posted, country, DEFAULT_ADDRESS_FORM_LABELS);
  if (posted.country && !country) found.country = 'Select a country';
  // A state picked for the country shown before the shopper changed it (no JavaScript) is no state of the new one.
  if (country && country.states.length > 0 && posted.province && !country.states.some((s) => s.code === posted.province)) {
    found.province = DEFAULT_ADDRESS_FORM_LABELS.required;
  }
  const fields = Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const [first] = fields;
  if (first) {
    throw new CommerceError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: first[1],
      field: first[0],
      errors: Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
    });
  }
  return {
    first_name: posted.first_name,
    last_name: posted.last_name,
    company: posted.company,
    address1: posted.address1,
    address2: posted.address2,
    city: posted.city,
    country: posted.country,
    province: posted.province,
    postcode: posted.postcode,
    // The address book takes digits and + - ( ) . / only (spec 5), so the readable space after the dial code goes.
    phone: withDialCode(country, posted.phone).replace(/\s+/g, ''),
    default: posted.default,
  };
}
