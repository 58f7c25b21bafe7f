import { z } from 'zod';
import { parseInput } from '../errors';
import { checkAddress, checkKlarnaNames } from './address.rules';
import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES as M, IssueList } from './checkout.issues';
import { DEFAULT_KLARNA_METHOD_IDS, type CheckoutRules } from './checkout.rules';
import {
  allInOneSchema,
  checkoutAddressSchema,
  contactStepSchema,
  paymentStepSchema,
  shippingStepSchema,
  type AddressFields,
  type AllInOneStep,
  type CheckoutAddress,
  type ContactStep,
  type PaymentStep,
  type ShippingStep,
} from '@vitrine/headless/contract';

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const emailFormat = z.email();

function checkEmail(issues: IssueList, email: string): void {
  if (email === '') issues.add('email', M.required);
  else if (email.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(email).success) issues.add('email', M.email);
}

/** Checks a chosen id against what is on offer: none on offer, none chosen, or one not offered. */
function checkChoice(
  issues: IssueList,
  field: string,
  chosen: string,
  offered: readonly string[] | undefined,
  messages: { choose: string; none: string; noneCode: string },
): void {
  if (offered && offered.length === 0) issues.add(field, messages.none, messages.noneCode);
  else if (chosen === '') issues.add(field, M.required);
  else if (offered && !offered.includes(chosen)) issues.add(field, messages.choose);
}

function checkShippingMethod(issues: IssueList, chosen: string, rules: CheckoutRules): void {
  checkChoice(issues, 'shipping_method_id', chosen, rules.shippingMethodIds, {
    choose: M.shippingMethod,
    none: M.noShippingMethods,
    noneCode: CHECKOUT_ERROR_CODES.noShippingMethods,
  });
}

function isKlarnaPayment(rules: CheckoutRules, method: string): boolean {
  return (rules.klarnaMethodIds ?? DEFAULT_KLARNA_METHOD_IDS).includes(method);
}

/** Payment method and billing address; `shipping` is the shipping address when this checkout has one. */
function checkPayment(
  issues: IssueList,
  input: { payment_method: string; billing_same_as_shipping: boolean; billing_address?: AddressFields | undefined },
  rules: CheckoutRules,
  shipping: CheckoutAddress | undefined,
  hasCheckedShippingNames = false,
): PaymentStep {
  checkChoice(issues, 'payment_method', input.payment_method, rules.paymentMethodIds, {
    choose: M.paymentMethod,
    none: M.noPaymentMethods,
    noneCode: CHECKOUT_ERROR_CODES.noPaymentMethods,
  });
  const isKlarna = isKlarnaPayment(rules, input.payment_method);
  const purpose = { isShipping: false, isKlarna };
  if (!input.billing_same_as_shipping) {
    if (!input.billing_address) {
      issues.add('billing_address', M.required);
      return { payment_method: input.payment_method, billing_same_as_shipping: false, billing_address: null };
    }
    const billing = checkAddress(issues, 'billing_address', input.billing_address, rules, purpose);
    return { payment_method: input.payment_method, billing_same_as_shipping: false, billing_address: billing };
  }
  // The shipping address doubles as the billing address; Klarna still needs its names to pass its rule.
  if (shipping && isKlarna && !hasCheckedShippingNames) checkKlarnaNames(issues, 'shipping_address', shipping);
  return { payment_method: input.payment_method, billing_same_as_shipping: true, billing_address: shipping ?? null };
}

/**
 * Validates the `contact_information` step: email and shipping address with
 * every rule of spec 5 (required fields, email, PO Box, lengths, postcode where
 * the country needs one, province, phone, CPF/CNPJ) and the shop's delivery
 * limits from `rules`. Throws one 422 listing every failing field.
 *
 * @example
 * const step = validateContactStep({ email: 'ana@example.com', shipping_address: { ... } }, { shippingCountries: ['US', 'CA'] });
 */
export function validateContactStep(input: unknown, rules: CheckoutRules = {}): ContactStep {
  const parsed = parseInput(contactStepSchema, input);
  const issues = new IssueList();
  checkEmail(issues, parsed.email);
  const shipping = checkAddress(issues, 'shipping_address', parsed.shipping_address, rules, {
    isShipping: true,
    isKlarna: false,
  });
  issues.throwIfAny();
  return { email: parsed.email.toLowerCase(), shipping_address: shipping, accepts_marketing: parsed.accepts_marketing };
}

/** Validates the `shipping_method` step against the methods the cart offers (`rules.shippingMethodIds`). */
export function validateShippingStep(input: unknown, rules: CheckoutRules = {}): ShippingStep {
  const parsed = parseInput(shippingStepSchema, input);
  const issues = new IssueList();
  checkShippingMethod(issues, parsed.shipping_method_id, rules);
  issues.throwIfAny();
  return { shipping_method_id: parsed.shipping_method_id };
}

/**
 * Validates the `payment_method` step. With `billing_same_as_shipping` (the
 * default) pass the cart's validated shipping address, so the Klarna name rule
 * is checked on the names the payment will carry and it becomes the billing address.
 */
export function validatePaymentStep(
  input: unknown,
  rules: CheckoutRules = {},
  shippingAddress?: CheckoutAddress,
): PaymentStep {
  const parsed = parseInput(paymentStepSchema, input);
  const issues = new IssueList();
  const payment = checkPayment(issues, parsed, rules, shippingAddress);
  issues.throwIfAny();
  return payment;
}

/** Validates the one-page checkout: contact, shipping method and payment together, every failure at once. */
export function validateAllInOne(input: unknown, rules: CheckoutRules = {}): AllInOneStep {
  const parsed = parseInput(allInOneSchema, input);
  const issues = new IssueList();
  checkEmail(issues, parsed.email);
  // A Klarna payment billed to the shipping address carries its names: check them where the form shows them.
  const isKlarna = parsed.billing_same_as_shipping && isKlarnaPayment(rules, parsed.payment_method);
  const address = checkAddress(issues, 'shipping_address', parsed.shipping_address, rules, {
    isShipping: true,
    isKlarna,
  });
  checkShippingMethod(issues, parsed.shipping_method_id, rules);
  const payment = checkPayment(issues, parsed, rules, address, true);
  issues.throwIfAny();
  return {
    email: parsed.email.toLowerCase(),
    shipping_address: address,
    accepts_marketing: parsed.accepts_marketing,
    shipping_method_id: parsed.shipping_method_id,
    ...payment,
  };
}

/**
 * Validates a postal address on its own, as the address book keeps it: every
 * address rule of spec 5 (required fields, lengths, the country's states and
 * postcode, phone characters) without the ones about sending a parcel there.
 * Answers the address in its normal form (state code, postcode format, phone
 * with the country's dial code); throws one 422 listing every failing field.
 *
 * @example
 * const address = validateAddress({ first_name: 'Ada', country: 'GB', ... });
 */
export function validateAddress(input: unknown): CheckoutAddress {
  const parsed = parseInput(checkoutAddressSchema, input);
  const issues = new IssueList();
  const address = checkAddress(issues, '', parsed, {}, { isShipping: false, isKlarna: false, isTaxIdAsked: false });
  issues.throwIfAny();
  return address;
}
