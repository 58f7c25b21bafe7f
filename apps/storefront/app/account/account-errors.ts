import type { ApiErrorBody } from '@vitrine/headless/contract';
import type { MessageKey, MessageValues } from '@vitrine/i18n';

/** A message key with the values it is formatted with. */
export interface Translatable {
  key: MessageKey;
  values?: MessageValues;
}

/** The engine's machine codes the account pages word themselves. */
const CODE_KEYS: Record<string, MessageKey> = {
  INVALID_CREDENTIALS: 'account.error.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'account.error.notVerified',
  EMAIL_TAKEN: 'account.error.emailTaken',
  TOKEN_INVALID: 'account.error.linkInvalid',
  TOKEN_EXPIRED: 'account.error.linkExpired',
  PASSWORD_MISMATCH: 'validation.passwordMismatch',
  TOO_MANY_REQUESTS: 'errors.frequentOperations',
  CSRF_TOKEN_INVALID: 'account.error.staleForm',
  ADDRESS_BOOK_FULL: 'account.error.addressBookFull',
  ADDRESS_NOT_FOUND: 'account.error.addressGone',
  ORDER_NOT_FOUND: 'errors.orderNotFound',
  WISHLIST_FULL: 'account.error.wishlistFull',
  UNKNOWN_PRODUCT: 'account.error.productGone',
  UNKNOWN_VARIANT: 'validation.selectVariant',
  INSUFFICIENT_STOCK: 'account.error.outOfStock',
};

/** Failures about the whole form, said above it even when the engine names a field (which one must not be hinted). */
const FORM_LEVEL_CODES = new Set([
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'CSRF_TOKEN_INVALID',
]);

/** The engine's validation texts (spec 5 and the contract's schemas), by their English. */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  'This field is required': 'validation.required',
  'Enter a valid email': 'validation.email',
  'Enter a first name': 'validation.firstName',
  'Enter a last name': 'validation.lastName',
  'Enter an address': 'validation.address',
  'Enter a city': 'validation.city',
  'Select a country': 'validation.country',
  'Enter a valid phone number': 'validation.phone',
  'Password entries do not match': 'validation.passwordMismatch',
  'Could Not Find Order': 'errors.orderNotFound',
  'Enter a valid tracking number': 'validation.trackingNumber',
  'Enter a valid tracking number (5–50 letters and digits)': 'validation.trackingNumber',
  'Frequent operations, please try again tomorrow': 'errors.frequentOperations',
};

/**
 * One engine message as a catalogue key: the known texts and the length
 * rules ('Use at least 8 characters', 'Use at most 100 characters'); null
 * for a text the catalogue does not know.
 *
 * @example messageKey('Use at least 8 characters') // { key: 'account.error.passwordTooShort', values: { min: 8 } }
 */
export function messageKey(message: string): Translatable | null {
  const known = MESSAGE_KEYS[message];
  if (known) return { key: known };
  const atLeast = /^Use at least (\d+) characters$/.exec(message);
  if (atLeast) return { key: 'account.error.passwordTooShort', values: { min: Number(atLeast[1]) } };
  const phoneTooLong = /^Enter a phone number of at most (\d+) characters$/.exec(message);
  if (phoneTooLong) return { key: 'validation.phoneTooLong', values: { max: Number(phoneTooLong[1]) } };
  const atMost = /^(?:Use|Enter|Must be) at most (\d+) characters$/.exec(message);
  if (atMost) return { key: 'validation.tooLong', values: { max: Number(atMost[1]) } };
  return null;
}

/**
 * What the shopper reads for a failed account call: the code's own text when
 * the page has one, else the message's translation, else the generic failure.
 */
export function errorMessage(error: Pick<ApiErrorBody, 'code' | 'message' | 'status'>): Translatable {
  const byCode = CODE_KEYS[error.code];
  if (byCode) return { key: byCode };
  const byMessage = messageKey(error.message);
  if (byMessage) return byMessage;
  return { key: error.status >= 500 ? 'error.tryLater' : 'account.error.generic' };
}

/** The engine's field names as the forms name them (`shippingAddress.city` is the `city` field). */
function formField(field: string): string {
  return field.split('.').pop() ?? field;
}

/**
 * One message per form field from a failed call: each field of a 422's
 * `errors`, else the error's own `field`. A field error without a known text
 * uses the code's text (a wrong-token link on the `token` field reads as such).
 *
 * @example fieldErrors({ status: 422, code: 'VALIDATION_FAILED', message: 'Enter a valid email', field: 'email', errors: { email: ['Enter a valid email'] } })
 * // { email: { key: 'validation.email' } }
 */
export function fieldErrors(error: ApiErrorBody | null | undefined): Record<string, Translatable> {
  if (!error || FORM_LEVEL_CODES.has(error.code)) return {};
  const result: Record<string, Translatable> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const name = formField(field);
    const first = messages[0];
    if (!first || result[name]) continue;
    result[name] = messageKey(first) ?? errorMessage({ ...error, message: first });
  }
  if (error.field && Object.keys(result).length === 0) result[formField(error.field)] = errorMessage(error);
  return result;
}

/**
 * The message for the top of a form: the failure when it names no field the
 * form shows (a wrong password names none: it must not say which of the two
 * was wrong), else null because the fields carry it.
 */
export function formMessage(
  error: ApiErrorBody | null | undefined,
  shownFields: readonly string[],
): Translatable | null {
  if (!error) return null;
  const fields = Object.keys(fieldErrors(error));
  if (fields.length > 0 && fields.every((field) => shownFields.includes(field))) return null;
  return errorMessage(error);
}
