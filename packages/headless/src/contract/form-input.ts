import { z } from './zod';

/** What an intent is read from: a posted form, its URL-encoded body, or a JSON body. */
export type IntentSource = FormData | URLSearchParams | Record<string, unknown>;

function isFormLike(input: IntentSource): input is FormData | URLSearchParams {
  return typeof (input as FormData).entries === 'function' && typeof (input as FormData).get === 'function';
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** Names that would reach an object's prototype; a form may not post them. */
const UNSAFE_PARTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * A posted form as one plain object, so a form and a JSON body parse with the
 * same schema: `shipping_address.city` becomes `{ shipping_address: { city } }`,
 * files are skipped, and a repeated name keeps its last text value. A JSON
 * body passes through unchanged.
 *
 * @example
 * formInput(new URLSearchParams('intent=contact&shipping_address.city=Bath'))
 * // { intent: 'contact', shipping_address: { city: 'Bath' } }
 */
export function formInput(input: IntentSource): Record<string, unknown> {
  if (!isFormLike(input)) return input;
  const result: Record<string, unknown> = {};
  for (const [name, value] of input.entries()) {
    if (typeof value !== 'string') continue;
    const path = name.split('.');
    if (path.some((part) => part === '' || UNSAFE_PARTS.has(part))) continue;
    setPath(result, path, value);
  }
  return result;
}

/**
 * A checkbox as a boolean: a form posts `on` when it is ticked and nothing
 * when it is not; JSON sends `true`/`false`.
 */
export const checkboxField = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
);
