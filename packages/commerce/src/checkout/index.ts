/** Server-side validation of the checkout steps (spec 2 and 5). Pure: no database. */
export {
  validateAddress,
  validateAllInOne,
  validateContactStep,
  validatePaymentStep,
  validateShippingStep,
  EMAIL_MAX_LENGTH,
} from './checkout.validate';
export { DEFAULT_KLARNA_METHOD_IDS, type CheckoutRules } from './checkout.rules';
export { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES, type CheckoutIssue } from './checkout.issues';
export { ADDRESS_LINE_MAX_LENGTH } from './address.rules';
export { isPoBox, isValidKlarnaName, KLARNA_NAME_MIN_LENGTH } from './address-lines';
export {
  brazilTaxIdKind,
  isValidCnpj,
  isValidCpf,
  CNPJ_LENGTH,
  CPF_LENGTH,
  type BrazilTaxIdKind,
} from './brazil-tax-id';
export {
  checkoutAddressSchema,
  allInOneSchema,
  contactStepSchema,
  paymentStepSchema,
  shippingStepSchema,
  type CheckoutAddressInput,
  type AllInOneInput,
  type AllInOneStep,
  type CheckoutAddress,
  type ContactStep,
  type ContactStepInput,
  type PaymentStep,
  type PaymentStepInput,
  type ShippingStep,
  type ShippingStepInput,
} from '@vitrine/headless/contract';
