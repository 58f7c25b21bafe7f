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

/** Maps any thrown value to the API's error shape; unexpected errors are logged and never leak details. */
/** Seconds a client waits before retrying after a lost database connection (the pool reconnects at once). */
const DATABASE_RETRY_AFTER_SECONDS = 1;

export function errorResponse(error: unknown): Response {
  if (error instanceof CommerceError) {
    const retry = error.status === 503 ? { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } : undefined;
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
