import type { MessageKey, MessageValues } from '@vitrine/i18n';

/** Fields of the contact-us form, in the order they are shown (and their errors reported). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'order_number', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Topics a message can be filed under (the service contract's, checked in the test). */
export const CONTACT_FORM_TOPICS = ['order', 'shipping', 'returns', 'product', 'payment', 'other'] as const;

/** Shortest and longest message the store accepts (the service contract's bounds). */
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 5000 } as const;
/** Longest name and phone number the store accepts. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 30;

/** A translatable message: the key and its arguments. */
export interface Translatable {
  key: MessageKey;
  values?: MessageValues;
}

/** What the form shows again after a failed post: every typed value and one message per field. */
export interface ContactFormFailure {
  values: Partial<Record<ContactField, string>>;
  fieldErrors: Partial<Record<ContactField, Translatable>>;
  /** A problem with the form as a whole (too many messages, server fault). */
  formError: Translatable | null;
}

/**
 * The engine's input from a posted form: optional fields left out when empty
 * (an empty order number is "none", not an invalid one), spaces taken out of
 * the phone number.
 */
export function contactInputOf(form: FormData): { input: Record<string, string>; values: ContactFailureValues } {
  const values: ContactFailureValues = {};
  const input: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const raw = form.get(field);
    const value = typeof raw === 'string' ? raw : '';
    values[field] = value;
    const optional = field === 'phone' || field === 'order_number';
    if (optional && value.trim() === '') continue;
    // People write phone numbers with spaces ("+44 20 7946 0321"); the store keeps digits and + - ( ) . / only.
    input[field] = field === 'phone' ? value.replace(/\s+/g, '') : value;
  }
  return { input, values };
}
type ContactFailureValues = ContactFormFailure['values'];

/** Reads the number in "Use at most 30 characters" / "Write at least 10 characters". */
const numberIn = (message: string) => Number(/(\d+)/.exec(message)?.[1] ?? 0);

/**
 * The translated message for one of the engine's field errors. The engine
 * speaks English (`CommerceError.errors`); the page shows the shopper's language.
 *
 * @example
 * contactErrorMessage('email', 'Enter a valid email') // { key: 'validation.email' }
 */
export function contactErrorMessage(field: ContactField, message: string): Translatable {
  if (message === 'This field is required') return { key: 'validation.required' };
  if (/valid email/i.test(message)) return { key: 'validation.email' };
  if (/^Use at most/.test(message)) {
    return field === 'phone'
      ? { key: 'validation.phoneTooLong', values: { max: numberIn(message) } }
      : { key: 'validation.tooLong', values: { max: numberIn(message) } };
  }
  if (/^Write at least/.test(message))
    return { key: 'policy.contact.error.tooShort', values: { count: numberIn(message) } };
  switch (field) {
    case 'phone':
      return { key: 'validation.phone' };
    case 'order_number':
      return { key: 'policy.contact.error.orderNumber' };
    case 'topic':
      return { key: 'policy.contact.error.topic' };
    default:
      return { key: 'policy.contact.error.plainText' };
  }
}

const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name);

/** One translated message per field of the engine's `errors` (the first message of each field). */
export function contactFieldErrors(errors: Record<string, string[]> | undefined, field?: string, message?: string) {
  const result: Partial<Record<ContactField, Translatable>> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (isContactField(name) && messages[0]) result[name] = contactErrorMessage(name, messages[0]);
  }
  if (Object.keys(result).length === 0 && field && message && isContactField(field)) {
    result[field] = contactErrorMessage(field, message);
  }
  return result;
}

/** Anchor of the contact form, so the page opens where the shopper was after posting. */
export const CONTACT_FORM_ID = 'contact-form';

/** Query parameter of the contact page that carries the new ticket's number after a successful post. */
export const TICKET_PARAM = 'ticket';
/** Ticket numbers look like `SR-100042`; anything else in the address is ignored. */
export function readTicketNumber(params: URLSearchParams): string | null {
  const ticket = params.get(TICKET_PARAM);
  return ticket && /^SR-\d{1,12}$/.test(ticket) ? ticket : null;
}
