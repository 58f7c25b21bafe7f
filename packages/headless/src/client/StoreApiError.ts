import type { ApiErrorBody } from '../contract';

/** Machine codes the client itself produces, for failures that never got a store API error body. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  network: 'NETWORK_ERROR',
  /** An answer came back but was not the JSON the contract promises (e.g. an HTML error page from a proxy). */
  badResponse: 'BAD_RESPONSE',
  /** HTTP 504 from a gateway; its body is replaced (spec 8). */
  gatewayTimeout: 'GATEWAY_TIMEOUT',
  /** Something other than a store API failure was thrown (a bug, or a custom `fetch` misbehaving). */
  unknown: 'UNKNOWN_ERROR',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Message shown for a 504, whatever its body said (spec 8). */
export const GATEWAY_TIMEOUT_MESSAGE = 'Connection timed out, please try again';
/** Message for a request that never got an answer. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the store. Check your connection and try again.';
/** Message for an answer that is not the JSON the contract promises. */
export const BAD_RESPONSE_MESSAGE = 'The store sent an unexpected response. Please try again.';

/**
 * A failed store API call: the error body of the store API (`status`, `code`,
 * `message`, `field`, `errors`), or one the client made up when there was no
 * such body (`NETWORK_ERROR` with status 0, `BAD_RESPONSE`, `GATEWAY_TIMEOUT`).
 *
 * @example
 * try {
 *   await client.updateLine(key, 5);
 * } catch (error) {
 *   if (error instanceof StoreApiError && error.code === 'INSUFFICIENT_STOCK') showToast(error.message);
 *   else throw error;
 * }
 */
export class StoreApiError extends Error {
  override readonly name = 'StoreApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Stable machine code (`INSUFFICIENT_STOCK`, `NETWORK_ERROR`, ...). */
  readonly code: string;
  /** The offending input, when there is one. */
  readonly field?: string;
  /** Messages per invalid field (`errors.code[0]` for a coupon 422). */
  readonly errors?: Record<string, string[]>;

  constructor(body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = body.status;
    this.code = body.code;
    if (body.field !== undefined) this.field = body.field;
    if (body.errors !== undefined) this.errors = body.errors;
  }

  /** The error as the store API's JSON error shape (for logging or passing across a boundary). */
  toJSON(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    };
  }
}

/**
 * Turns anything thrown into a `StoreApiError`, so state can always hold one type.
 *
 * @example
 * catch (error) { setError(toStoreApiError(error)); }
 */
export function toStoreApiError(error: unknown): StoreApiError {
  if (error instanceof StoreApiError) return error;
  return new StoreApiError(
    {
      status: 0,
      code: CLIENT_ERROR_CODES.unknown,
      message: error instanceof Error && error.message ? error.message : String(error),
    },
    { cause: error },
  );
}

function isStringArrayRecord(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/**
 * Builds the error for a non-2xx answer from its status and parsed body.
 * A body without a string `code` and `message` is not the contract's error
 * shape, so it becomes `BAD_RESPONSE` (the status is kept).
 *
 * @example
 * errorFromResponse(422, { status: 422, code: 'INSUFFICIENT_STOCK', message: 'Only 2 left' }).code; // "INSUFFICIENT_STOCK"
 * errorFromResponse(504, undefined).message; // "Connection timed out, please try again"
 */
export function errorFromResponse(status: number, body: unknown): StoreApiError {
  if (status === 504) {
    return new StoreApiError({ status, code: CLIENT_ERROR_CODES.gatewayTimeout, message: GATEWAY_TIMEOUT_MESSAGE });
  }
  if (typeof body === 'object' && body !== null) {
    const { code, message, field, errors } = body as Record<string, unknown>;
    if (typeof code === 'string' && typeof message === 'string') {
      return new StoreApiError({
        status,
        code,
        message,
        ...(typeof field === 'string' ? { field } : {}),
        ...(isStringArrayRecord(errors) ? { errors } : {}),
      });
    }
  }
  return new StoreApiError({ status, code: CLIENT_ERROR_CODES.badResponse, message: BAD_RESPONSE_MESSAGE });
}
