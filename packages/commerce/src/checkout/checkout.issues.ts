import { ERROR_CODES } from '@vitrine/headless/contract';
import { CommerceError } from '../errors';

/** Machine codes of the checkout's own outcomes (spec 8 catalogue entries). */
export const CHECKOUT_ERROR_CODES = {
  postcodeNotDeliverable: 'POSTCODE_NOT_DELIVERABLE',
  addressNotShippable: 'ADDRESS_NOT_SHIPPABLE',
  noShippingMethods: 'NO_SHIPPING_METHODS_AVAILABLE',
  noPaymentMethods: 'NO_PAYMENT_METHODS_AVAILABLE',
} as const;

/** The messages the checkout shows (spec 5 and 8 where they give the text). */
export const CHECKOUT_MESSAGES = {
  required: 'This field is required',
  email: 'Enter a valid email',
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  address: 'Enter an address',
  city: 'Enter a city',
  tooLong: (max: number) => `Enter at most ${max} characters`,
  poBox: 'A PO Box is not a valid address',
  country: 'Choose a country',
  province: 'Choose a state / province',
  postcode: 'Enter a valid postcode',
  postcodeNotDeliverable: 'Postal code not deliverable',
  notShippable: 'This order cannot be shipped to the entered address',
  phone: 'Enter a valid phone number',
  phoneTooLong: 'Enter a phone number of at most 30 characters',
  taxId: 'Enter a valid CPF (11 digits) or CNPJ (14 digits)',
  klarnaName: 'Klarna needs a name of more than 1 character that is not only digits',
  shippingMethod: 'Choose a shipping method',
  noShippingMethods: 'No shipping methods available',
  paymentMethod: 'Choose a payment method',
  noPaymentMethods: 'No payment methods available',
} as const;

/** One thing wrong with one field. */
export interface CheckoutIssue {
  /** Dotted path of the field, e.g. `shipping_address.postcode`. */
  field: string;
  message: string;
  /** `VALIDATION_FAILED` unless the spec's catalogue names this outcome. */
  code: string;
}

/** Collects issues in the order the rules run, which is the order the form shows the fields. */
export class IssueList {
  readonly items: CheckoutIssue[] = [];

  add(field: string, message: string, code: string = ERROR_CODES.validation): void {
    this.items.push({ field, message, code });
  }

  /** Throws the 422 when anything was added: every field's messages at once, named after the first. */
  throwIfAny(): void {
    const [first] = this.items;
    if (!first) return;
    const errors: Record<string, string[]> = {};
    for (const issue of this.items) (errors[issue.field] ??= []).push(issue.message);
    throw new CommerceError({ status: 422, code: first.code, message: first.message, field: first.field, errors });
  }
}
