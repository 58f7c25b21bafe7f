import { CLIENT_ERROR_CODES, StoreApiError } from '@vitrine/headless';

/**
 * What a form says when a store call fails: the store's own message for a
 * refusal it explained (a 4xx with a message), else `fallback`, the form's
 * translated "could not …" text. The client's made-up messages (no answer, a
 * 504, a broken answer) are English constants and never shown.
 *
 * @example setError(storeErrorText(failure, text.failed));
 */
export function storeErrorText(failure: unknown, fallback: string): string {
  if (!(failure instanceof StoreApiError) || !failure.message || failure.status >= 500) return fallback;
  return (Object.values(CLIENT_ERROR_CODES) as string[]).includes(failure.code) ? fallback : failure.message;
}
