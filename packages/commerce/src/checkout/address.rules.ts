import { findCountry, findState } from '../geo/countries';
import { formatPhone, hasOnlyPhoneCharacters, PHONE_MAX_LENGTH } from '../geo/phone';
import { isPostcodeFormatValid, isPostcodeRequired, normalizePostcode } from '../geo/postcodes';
import { isPoBox, isValidKlarnaName } from './address-lines';
import { brazilTaxIdKind, taxIdDigits } from './brazil-tax-id';
import type { CheckoutRules } from './checkout.rules';
import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES as M, type IssueList } from './checkout.issues';
import type { AddressFields, CheckoutAddress } from '@vitrine/headless/contract';

/** Longest address line (spec 5: first address line max 255); the other text fields share the bound. */
export const ADDRESS_LINE_MAX_LENGTH = 255;

/** Checks one text field: present (with its own message) and not too long. */
function checkText(issues: IssueList, field: string, value: string, requiredMessage?: string): void {
  if (value === '') {
    if (requiredMessage) issues.add(field, requiredMessage);
    return;
  }
  if (value.length > ADDRESS_LINE_MAX_LENGTH) issues.add(field, M.tooLong(ADDRESS_LINE_MAX_LENGTH));
}

/** True when `postcode` (normal form) is on the shop's deny list for `country`. */
function isUndeliverable(rules: CheckoutRules, country: string, postcode: string): boolean {
  const denied = rules.undeliverablePostcodes?.[country] ?? [];
  const compact = postcode.replace(/\s/g, '');
  return denied.some((entry) =>
    typeof entry === 'string' ? compact.startsWith(entry.replace(/\s/g, '').toUpperCase()) : entry.test(postcode),
  );
}

/** The name of an address field under `path`; an address on its own (the address book) has no prefix. */
function fieldAt(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

function checkPostcode(
  issues: IssueList,
  path: string,
  country: string,
  postcode: string,
  rules: CheckoutRules,
): string {
  const field = fieldAt(path, 'postcode');
  if (postcode === '') {
    if (isPostcodeRequired(country)) issues.add(field, M.required);
    return '';
  }
  if (!isPostcodeFormatValid(country, postcode)) {
    issues.add(field, M.postcode);
    return postcode;
  }
  const normalized = normalizePostcode(country, postcode);
  if (isUndeliverable(rules, country, normalized)) {
    issues.add(field, M.postcodeNotDeliverable, CHECKOUT_ERROR_CODES.postcodeNotDeliverable);
  }
  return normalized;
}

function checkPhone(issues: IssueList, field: string, phone: string, required: boolean): void {
  if (phone === '') {
    if (required) issues.add(field, M.required);
    return;
  }
  if (!hasOnlyPhoneCharacters(phone) || !/\d/.test(phone)) issues.add(field, M.phone);
  if (phone.length > PHONE_MAX_LENGTH) issues.add(field, M.phoneTooLong);
}

/** The Klarna name rule on one name; an empty name already has its own "required" message. */
function checkKlarnaName(issues: IssueList, field: string, name: string): void {
  if (name !== '' && !isValidKlarnaName(name)) issues.add(field, M.klarnaName);
}

/** The Klarna name rule on both names of an address that was validated before (spec 5). */
export function checkKlarnaNames(
  issues: IssueList,
  path: string,
  names: { first_name: string; last_name: string },
): void {
  checkKlarnaName(issues, fieldAt(path, 'first_name'), names.first_name);
  checkKlarnaName(issues, fieldAt(path, 'last_name'), names.last_name);
}

/** Where an address is used decides the extra rules it meets. */
export interface AddressPurpose {
  /** A parcel goes there: PO boxes, shipping zones and undeliverable postcodes are checked. */
  isShipping: boolean;
  /** The payment is a Klarna payment: names follow the Klarna name rule. */
  isKlarna: boolean;
  /** A Brazilian address carries the CPF/CNPJ (an order's addresses do; the address book keeps none). Default true. */
  isTaxIdAsked?: boolean;
}

/**
 * Every rule of an address, each failure added to `issues` under
 * `<path>.<field>`, in the order the form shows the fields. Returns the
 * address in its normal form (meaningful only when no issue was added).
 */
export function checkAddress(
  issues: IssueList,
  path: string,
  fields: AddressFields,
  rules: CheckoutRules,
  purpose: AddressPurpose,
): CheckoutAddress {
  const at = (name: string) => fieldAt(path, name);
  checkText(issues, at('first_name'), fields.first_name, M.firstName);
  if (purpose.isKlarna) checkKlarnaName(issues, at('first_name'), fields.first_name);
  checkText(issues, at('last_name'), fields.last_name, M.lastName);
  if (purpose.isKlarna) checkKlarnaName(issues, at('last_name'), fields.last_name);
  checkText(issues, at('company'), fields.company);
  checkText(issues, at('address1'), fields.address1, M.address);
  if (purpose.isShipping && isPoBox(fields.address1)) issues.add(at('address1'), M.poBox);
  checkText(issues, at('address2'), fields.address2);
  if (purpose.isShipping && isPoBox(fields.address2)) issues.add(at('address2'), M.poBox);
  checkText(issues, at('city'), fields.city, M.city);

  const country = findCountry(fields.country);
  if (fields.country === '') issues.add(at('country'), M.required);
  else if (!country) issues.add(at('country'), M.country);
  else if (purpose.isShipping && rules.shippingCountries && !rules.shippingCountries.includes(country.code)) {
    issues.add(at('country'), M.notShippable, CHECKOUT_ERROR_CODES.addressNotShippable);
  }
  const countryCode = country?.code ?? fields.country.toUpperCase();

  let province = '';
  if (country && country.states.length > 0 && fields.province !== '') {
    const state = findState(country.code, fields.province);
    if (state) province = state.code;
    else issues.add(at('province'), M.province);
  } else if (country?.province_required) {
    issues.add(at('province'), M.required);
  }

  const postcode = country ? checkPostcode(issues, path, country.code, fields.postcode, rules) : fields.postcode;
  checkPhone(issues, at('phone'), fields.phone, rules.requirePhone ?? false);

  let taxId = '';
  if (country?.code === 'BR' && purpose.isTaxIdAsked !== false) {
    if (fields.tax_id === '') issues.add(at('tax_id'), M.required);
    else if (!brazilTaxIdKind(fields.tax_id)) issues.add(at('tax_id'), M.taxId);
    taxId = taxIdDigits(fields.tax_id);
  }

  return {
    first_name: fields.first_name,
    last_name: fields.last_name,
    company: fields.company,
    address1: fields.address1,
    address2: fields.address2,
    city: fields.city,
    country: countryCode,
    province,
    postcode,
    phone: fields.phone === '' ? '' : formatPhone(countryCode, fields.phone),
    tax_id: taxId,
  };
}
