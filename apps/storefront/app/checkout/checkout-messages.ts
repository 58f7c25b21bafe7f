import type { MessageKey } from '@vitrine/i18n';

/** A translated text: a catalogue key and its values, or the server's own words when no key fits. */
export type ShownMessage = { key: MessageKey; values?: Record<string, string | number> } | { text: string };

/** The engine's English field messages (spec 5) and the catalogue key that translates each. */
const FIELD_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'This field is required': 'validation.required',
  'Enter a valid email': 'validation.email',
  'Enter a first name': 'validation.firstName',
  'Enter a last name': 'validation.lastName',
  'Enter an address': 'validation.address',
  'Enter a city': 'validation.city',
  'Choose a country': 'validation.country',
  'Choose a state / province': 'validation.province',
  'Enter a valid postcode': 'validation.postcode',
  'Enter a valid phone number': 'validation.phone',
  'A PO Box is not a valid address': 'validation.poBox',
  'Enter a valid CPF (11 digits) or CNPJ (14 digits)': 'validation.taxId',
  'Klarna needs a name of more than 1 character that is not only digits': 'validation.klarnaName',
  'Choose a shipping method': 'validation.shippingMethod',
  'Choose a payment method': 'validation.paymentMethod',
  'Postal code not deliverable': 'checkout.POSTCODE_NOT_DELIVERABLE',
  'This order cannot be shipped to the entered address': 'checkout.ADDRESS_NOT_SHIPPABLE',
  'No shipping methods available': 'checkout.NO_SHIPPING_METHODS_AVAILABLE',
  'No payment methods available': 'checkout.NO_PAYMENT_METHODS_AVAILABLE',
  'coupon code did not match': 'checkout.COUPON_NOT_MATCHED',
  'Character limit reached!': 'validation.characterLimit',
  'This payment is not available, please try another payment': 'errors.paymentNotAvailable',
  'This discount code has expired': 'checkoutPage.error.couponExpired',
  'This discount code is not active yet': 'checkoutPage.error.couponNotStarted',
  'This discount code has reached its usage limit': 'checkoutPage.error.couponUsedUp',
  'You have already used this discount code': 'checkoutPage.error.couponAlreadyUsed',
  'Your cart is empty': 'common.cartEmpty',
};

/** Card fields are named by field: the engine's wording differs from the spec's but means the same. */
const CARD_FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  'card.number': 'validation.cardNumber',
  'card.name': 'validation.cardName',
  'card.expiry': 'validation.cardExpiry',
  'card.cvc': 'validation.cardCvc',
};

/** Codes whose message has its own key in this area (coupon refusals, cart and stock conflicts). */
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  COUPON_NOT_MATCHED: 'checkout.COUPON_NOT_MATCHED',
  COUPON_EXPIRED: 'checkoutPage.error.couponExpired',
  COUPON_NOT_STARTED: 'checkoutPage.error.couponNotStarted',
  COUPON_USAGE_LIMIT_REACHED: 'checkoutPage.error.couponUsedUp',
  COUPON_CUSTOMER_LIMIT_REACHED: 'checkoutPage.error.couponAlreadyUsed',
  CART_EMPTY: 'common.cartEmpty',
  SHOP_CLOSED: 'errors.shopClosed',
  INSUFFICIENT_STOCK: 'checkoutPage.error.outOfStock',
  TOO_MANY_REQUESTS: 'checkout.TOO_MANY_REQUESTS',
  RATE_LIMITED: 'checkout.TOO_MANY_REQUESTS',
};

const TOO_LONG = /^Enter at most (\d+) characters$/;
const PHONE_TOO_LONG = /^Enter a phone number of at most (\d+) characters$/;

/**
 * The catalogue entry for one field's server message (spec 5), so a 422 reads
 * in the shopper's language; a message no key knows is shown as sent.
 *
 * @example fieldMessage('shipping_address.city', 'Enter a city') // { key: 'validation.city' }
 */
export function fieldMessage(field: string, message: string): ShownMessage {
  const card = CARD_FIELD_KEYS[field];
  if (card) return { key: card };
  const known = FIELD_MESSAGE_KEYS[message];
  if (known) return { key: known };
  const phone = PHONE_TOO_LONG.exec(message);
  if (phone) return { key: 'validation.phoneTooLong', values: { max: Number(phone[1]) } };
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return { key: 'validation.tooLong', values: { max: Number(tooLong[1]) } };
  return { text: message };
}

/**
 * The message of a failure that is not about one field: `checkout.<CODE>` for
 * the spec's payment and checkout codes (spec 8: `checkout.{message}`), else a
 * key of this area, else the server's words.
 *
 * @example failureMessage({ code: 'PAYMENT_CARD_DECLINED', message: '…' }, has) // { key: 'checkout.PAYMENT_CARD_DECLINED' }
 */
export function failureMessage(
  error: { code: string; message: string; field?: string },
  has: (key: string) => boolean,
): ShownMessage {
  const byCode = `checkout.${error.code}`;
  if (has(byCode)) return { key: byCode as MessageKey };
  const own = CODE_KEYS[error.code];
  if (own) return { key: own };
  return fieldMessage(error.field ?? '', error.message);
}

/** Formats a shown message with the page's `t`. */
export function showMessage(
  message: ShownMessage,
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
): string {
  return 'key' in message ? t(message.key, message.values) : message.text;
}
