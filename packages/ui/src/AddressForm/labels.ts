/** Text of {@link AddressForm}; override to translate. Messages are the spec's (5). */
export interface AddressFormLabels {
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
  /** After the label of a field that may stay empty. */
  optional: string;
  chooseCountry: string;
  chooseProvince: string;
  /** Describes the phone field: the dial code added to a national number. */
  dialCode: (dialCode: string) => string;
  submit: string;
  submitting: string;
  required: string;
  firstNameRequired: string;
  lastNameRequired: string;
  addressRequired: string;
  cityRequired: string;
  tooLong: (max: number) => string;
  phoneInvalid: string;
  phoneTooLong: (max: number) => string;
  /** Shown above the form when saving failed without a field to point at. */
  failed: string;
  /** Names the list of places the city field suggests. */
  placeSuggestions: string;
}

export const DEFAULT_ADDRESS_FORM_LABELS: AddressFormLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  country: 'Country/region',
  province: 'State/province',
  postcode: 'Postal code',
  phone: 'Phone',
  optional: '(optional)',
  chooseCountry: 'Select a country',
  chooseProvince: 'Select a state / province',
  dialCode: (dialCode) => `Numbers without a country code get +${dialCode}.`,
  submit: 'Save address',
  submitting: 'Saving…',
  required: 'This field is required',
  firstNameRequired: 'Enter a first name',
  lastNameRequired: 'Enter a last name',
  addressRequired: 'Enter an address',
  cityRequired: 'Enter a city',
  tooLong: (max) => `Enter at most ${max} characters`,
  phoneInvalid: 'Enter a valid phone number',
  phoneTooLong: (max) => `Enter a phone number of at most ${max} characters`,
  failed: 'We could not save this address. Please try again.',
  placeSuggestions: 'Matching places',
};
