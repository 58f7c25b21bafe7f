import { CommerceError } from '@vitrine/commerce';
import type { ApiErrorBody } from '@vitrine/headless/contract';

/** A JSON response; API responses are never cached by shared caches unless a route says so. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function errorJson(body: ApiErrorBody, init: ResponseInit = {}): Response {
  return json(body, { ...init, status: body.status });
}

/** Seconds a client waits before retrying after a lost database connection (the pool reconnects at once). */
const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * `Retry-After` of a refusal that passes with time: a rate limit's 429 (until
 * its window ends) or a lost database connection's 503; none for other errors.
 */
export function retryAfterHeaders(error: CommerceError): Record<string, string> | undefined {
  const seconds = error.retryAfterSeconds ?? (error.status === 503 ? DATABASE_RETRY_AFTER_SECONDS : undefined);
  return seconds === undefined ? undefined : { 'Retry-After': String(seconds) };
}

/** Maps any thrown value to the API's error shape; unexpected errors are logged and never leak details. */
export function errorResponse(error: unknown): Response {
  if (error instanceof CommerceError) {
    const retry = retryAfterHeaders(error);
    return errorJson(error.toJSON(), retry ? { headers: retry } : {});
  }
  if (error instanceof Response) return error;
  console.error('store API error', error);
  return errorJson({ status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong, please try again' });
}

/** Reads a JSON object body; anything else is a 400 with the field `body`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return Object.fromEntries(await request.formData());
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value;
  } catch {
    throw new CommerceError({
      status: 400,
      code: 'INVALID_BODY',
      message: 'The request body must be a JSON object',
      field: 'body',
    });
  }
}

export function methodNotAllowed(allowed: string[]): Response {
  return errorJson(
    {
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: `Use ${allowed.join(' or ')} for this address`,
      field: 'method',
    },
    { headers: { Allow: allowed.join(', ') } },
  );
}

/** Runs an API handler and turns every failure into the JSON error shape (never an HTML 500 page). */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return errorResponse(error);
  }
}
