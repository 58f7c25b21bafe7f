/**
 * The checkout form's field names and the pure helpers that read them. Shared
 * by the route actions (server) and the pages (which name their inputs the
 * same way), so a no-JavaScript post and an enhanced one carry the same data.
 */

/** The address fields in form order (country first: it decides the rest). */
export const ADDRESS_FIELD_NAMES = [
  'country',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'postcode',
  'phone',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/** Form values as the page shows them again after a failed post: every value a string. */
export type FormValues = Record<string, string>;

/** Inputs whose values never go back into a page: a card number or security code stays only where it was typed. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['card.number', 'card.cvc']);

/** Name of the input of one address field, e.g. `shipping_address.city`. */
export function addressInputName(prefix: string, field: AddressFieldName): string {
  return `${prefix}.${field}`;
}

/** An address from posted fields named `<prefix>.<field>`; missing fields read as ''. */
export function readAddress(values: FormValues, prefix: string): Record<AddressFieldName, string> {
  return Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((field) => [field, (values[addressInputName(prefix, field)] ?? '').trim()]),
  ) as Record<AddressFieldName, string>;
}

/** An address as form values under `prefix` (to prefill the form). */
export function addressValues(prefix: string, address: Partial<Record<AddressFieldName, string>>): FormValues {
  return Object.fromEntries(ADDRESS_FIELD_NAMES.map((field) => [addressInputName(prefix, field), address[field] ?? '']));
}

/** The posted form as plain strings (files and repeated names: the last text value). */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The values safe to send back to the page: the card number and security code are dropped. */
export function echoValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !SECRET_FIELDS.has(name) && name !== 'idempotency_key'),
  );
}

/** Card expiry typed as `MM/YY`, `MM / YYYY` or `MMYY`: month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = text.replace(/\s/g, '');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(digits.includes('/') ? digits : digits.replace(/^(\d{2})(\d+)$/, '$1/$2'));
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The card fields of a post in the engine's shape (`validateCard` checks them). */
export function readCard(values: FormValues): {
  number: string;
  name: string;
  cvc: string;
  expiry_month: number | string;
  expiry_year: number | string;
} {
  const expiry = parseExpiry(values['card.expiry'] ?? '');
  return {
    number: (values['card.number'] ?? '').replace(/[\s-]/g, ''),
    name: (values['card.name'] ?? '').trim(),
    cvc: (values['card.cvc'] ?? '').trim(),
    expiry_month: expiry?.month ?? '',
    expiry_year: expiry?.year ?? '',
  };
}

/** A checkbox posts its value when ticked and nothing when not. */
export function isTicked(values: FormValues, name: string): boolean {
  const value = values[name];
  return value === 'on' || value === 'true' || value === '1';
}

/** Field errors keyed by the form's input names: the engine's `card.expiry` is the form's `card.expiry`, and so on. */
export function errorsByInput(errors: Record<string, string[]> | undefined, field?: string, message?: string) {
  const result: Record<string, string[]> = { ...(errors ?? {}) };
  if (field && message && !result[field]) result[field] = [message];
  // The engine names the API body's fields; the form uses the same names except these.
  if (result.method_id) result.shipping_method_id ??= result.method_id;
  return result;
}
