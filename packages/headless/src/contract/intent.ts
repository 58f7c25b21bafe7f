import type { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from './errors';

/** An intent read from input, or the 422 that says what was wrong with it (the store API's error shape). */
export type IntentResult<T> = { ok: true; intent: T } | { ok: false; error: ApiErrorBody };

/** Key of `errors` for a problem with the input as a whole. */
const WHOLE_INPUT = 'body';

/**
 * Parses an intent with its contract schema. A failure is the store API's
 * 422 body (every failing field in `errors`, the first one in `field`), so
 * the server can answer it as it is and a form can show it on its fields.
 *
 * @example
 * const parsed = parseIntent(addressIntentSchema, formInput(form));
 * if (!parsed.ok) return json(parsed.error, { status: 422 });
 */
export function parseIntent<S extends z.ZodType>(schema: S, input: unknown): IntentResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, intent: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE_INPUT;
    (errors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join('.') : undefined;
  return {
    ok: false,
    error: {
      status: 422,
      code: ERROR_CODES.validation,
      message: first?.message ?? 'The request is not valid',
      ...(field ? { field } : {}),
      errors,
    },
  };
}
