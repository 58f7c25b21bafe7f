/** Payment providers and the payment outcome catalogue. */
export {
  PAYMENT_CODES,
  PAYMENT_MESSAGES,
  PAYMENT_FAILED_STATUS,
  isPaymentCode,
  type PaymentCode,
} from './payments.codes';
export type {
  PaymentProvider,
  AuthorizeRequest,
  AuthorizeResult,
  RefundRequest,
  RefundResult,
  CardInput,
  CardReference,
} from './payments.types';
export { createPaymentRegistry, defaultProviders, type PaymentRegistry } from './payments.registry';
export { createTestCardProvider, TEST_CARDS, TEST_CARD_SUCCESS, TEST_CARD_PROVIDER_ID } from './test-card.provider';
export { createManualProvider, CASH_ON_DELIVERY_ID, BANK_TRANSFER_ID } from './manual.provider';
export { validateCard, passesLuhn, maskCardNumber, CARD_MESSAGES } from './card.validate';
export { cardBrand, CARD_BRANDS, type CardBrand } from './card.brand';
export {
  hashCardToken,
  CARD_TOKEN_TTL_MS,
  CARD_TOKEN_RATE_LIMIT,
  type CardTokenService,
  type CardTokenCaller,
} from './card-tokens';
