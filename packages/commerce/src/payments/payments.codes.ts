/**
 * The payment outcomes of the spec's error catalogue (section 8), as machine
 * codes with the English message the shopper sees. Every message says what to
 * do next: try again, or pay another way.
 */
export const PAYMENT_MESSAGES = {
  PAYMENT_GENERIC_ERROR: 'Something went wrong with your payment. Please try again or use another payment method.',
  PAYMENT_UNAVAILABLE:
    'This payment method is unavailable right now. Please try again later or use another payment method.',
  PAYMENT_TIMEOUT: 'The payment timed out. Please try again or use another payment method.',
  PAYMENT_POLICY_REASONS: 'This payment was refused for policy reasons. Please use another payment method.',
  PAYMENT_SHIPPING_ADDRESS_INCORRECT:
    'The payment was refused because the shipping address looks incorrect. Please check it and try again, or use another payment method.',
  PAYMENT_EMAIL_INVALID:
    'The payment was refused because the email address is not valid. Please check it and try again, or use another payment method.',
  PAYMENT_UNSUPPORTED_COUNTRY:
    'This payment method is not available in your country. Please use another payment method.',
  PAYMENT_UNSUPPORTED_CURRENCY:
    'This payment method does not support the currency of your order. Please use another payment method.',
  PAYMENT_EXCEEDED_PRICE_LIMIT:
    'The order total is above what this payment method allows. Please use another payment method.',
  PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT:
    'You have reached the amount or number of payments allowed. Please try again later or use another payment method.',
  PAYMENT_INSUFFICIENT_FUNDS: 'There are not enough funds for this payment. Please use another payment method.',
  PAYMENT_CANCELED: 'The payment was canceled. Please try again or use another payment method.',
  PAYMENT_REPEAT_TRANSACTION:
    'This looks like a repeated payment, so it was not taken again. Please check your orders, or try again with another payment method.',
  PAYMENT_DECLINED: 'Your payment was declined. Please try again or use another payment method.',
  PAYMENT_CARD_INVALID: 'Your card is not valid. Please check the card details or use another card.',
  PAYMENT_CARD_DECLINED: 'Your card was declined. Please try again or use another card.',
  PAYMENT_CARD_3DS_NOT_VERIFIED:
    'Your card could not be verified with 3D Secure. Please try again or use another card.',
  PAYMENT_CARD_LOST: 'Your card was declined. Please contact your bank or use another card.',
  PAYMENT_CARD_EXPIRED: 'Your card has expired. Please use another card.',
  PAYMENT_CARD_UNSUPPORTED: 'This type of card is not accepted. Please use another card or payment method.',
  PAYMENT_CARD_WRONG_CVV: 'The security code (CVV) is incorrect. Please check it and try again, or use another card.',
  PAYMENT_CARD_WRONG_EXPIRATION_DATE:
    'The expiration date is incorrect. Please check it and try again, or use another card.',
  PAYMENT_CARD_INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Please use another card or payment method.',
  PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME:
    'The card number or cardholder name is incorrect. Please check them and try again, or use another card.',
  PAYMENT_CARD_PIN_RETRY_LIMIT:
    'Your card is blocked after too many PIN attempts. Please contact your bank or use another card.',
  PAYMENT_CARD_RESTRICTED: 'Your card can not be used for this payment. Please use another card.',
  PAYMENT_CARD_VERIFICATION_FAILED: 'Your card could not be verified. Please try again or use another card.',
  PAYMENT_PAYPAL_PROCESSING:
    'PayPal is still processing your payment. Please wait a moment and try again, or use another payment method.',
  PAYMENT_PAYPAL_DECLINED: 'PayPal declined the payment. Please try again or use another payment method.',
  PAYMENT_PAYPAL_REDEMPTION: 'PayPal could not redeem this payment. Please try again or use another payment method.',
  PAYMENT_PAYPAL_PROCESSED:
    'PayPal has already processed this payment. Please check your orders, or try again with another payment method.',
  PAYMENT_PAYPAL_ALREADY_CAPTURED:
    'This PayPal payment was already taken. Please check your orders, or try again with another payment method.',
  PAYMENT_PAYPAL_ACTION_REQUIRED:
    'PayPal needs you to complete an action. Please finish it in PayPal and try again, or use another payment method.',
  PAYMENT_WRONG_ZIPCODE:
    'The postal code does not match your card. Please check it and try again, or use another payment method.',
  PAYMENT_EXPIRED: 'The payment session has expired. Please try again or use another payment method.',
  PAYMENT_PENDING:
    'Your payment is pending. We will confirm your order once it is complete; otherwise please try again or use another payment method.',
} as const;

/** A payment outcome code (`PAYMENT_*`). */
export type PaymentCode = keyof typeof PAYMENT_MESSAGES;

/** Every payment code with its shopper message, in catalogue order. */
export const PAYMENT_CODES: ReadonlyArray<{ code: PaymentCode; message: string }> = Object.entries(
  PAYMENT_MESSAGES,
).map(([code, message]) => ({ code: code as PaymentCode, message }));

/** HTTP status of a refused payment: 402 Payment Required (the input was valid; the money was not taken). */
export const PAYMENT_FAILED_STATUS = 402;

/** True when `code` is one of the catalogue's payment codes. */
export function isPaymentCode(code: unknown): code is PaymentCode {
  return typeof code === 'string' && Object.hasOwn(PAYMENT_MESSAGES, code);
}
