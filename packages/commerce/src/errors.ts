import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@vitrine/headless/contract';
import type { z } from 'zod';

/** Everything needed to build a `CommerceError`. */
export interface CommerceErrorInit {
  status: number;
  code: ErrorCode | (string & {});
  message: string;
  field?: string;
  errors?: Record<string, string[]>;
  /** Seconds before a refused call may be tried again (429, 503): the response's `Retry-After`. */
  retryAfterSeconds?: number;
}

/**
 * A failure the shopper caused (bad input, sold out, unknown line ...). The
 * storefront's API routes answer with `status` and `toJSON()` as the body;
 * anything that is not a `CommerceError` is a server fault (500).
 *
 * @example
 * throw new CommerceError({ status: 404, code: ERROR_CODES.lineNotFound, message: 'This item is no longer in your cart', field: 'key' });
 */
export class CommerceError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(init: CommerceErrorInit) {
    super(init.message);
    this.name = 'CommerceError';
    this.status = init.status;
    this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
    if (init.errors !== undefined) this.errors = init.errors;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The store API's one error body shape. */
  toJSON(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.field !== undefined ? { field: this.field } : {}),
      ...(this.errors !== undefined ? { errors: this.errors } : {}),
    };
  }
}

/** Key used in `errors` for a problem with the input as a whole (e.g. not an object). */
const WHOLE_INPUT_KEY = 'body';

/**
 * Turns a zod failure into a 422. The first failing field names the error;
 * when that field is a quantity the code is `INVALID_QUANTITY`, so the
 * storefront can point at the quantity stepper.
 */
export function validationError(error: z.ZodError): CommerceError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE_INPUT_KEY;
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const path = first?.path ?? [];
  const isQuantity = path.at(-1) === 'quantity';
  return new CommerceError({
    status: 422,
    code: isQuantity ? ERROR_CODES.invalidQuantity : ERROR_CODES.validation,
    message: first?.message ?? 'The request is not valid',
    ...(path.length > 0 ? { field: path.map(String).join('.') } : {}),
    errors,
  });
}

/**
 * Parses shopper input with a contract schema, throwing a 422 `CommerceError` when it does not fit.
 *
 * @example const { variant_id, quantity } = parseInput(addToCartSchema, body);
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
