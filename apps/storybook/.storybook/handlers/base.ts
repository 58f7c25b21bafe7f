import { HttpResponse } from 'msw';

/** Every store API path starts here (the story client's `baseUrl`). */
export const API = '/api/store';

/**
 * The store API's one error shape (`status`, `code`, `message`, optional
 * `field` and `errors`), so hooks read handler errors like real ones.
 *
 * @example
 * return apiError(422, 'COUPON_NOT_MATCHED', 'Coupon code did not match', { errors: { code: ['Coupon code did not match'] } });
 */
export function apiError(
  status: number,
  code: string,
  message: string,
  extra: { field?: string; errors?: Record<string, string[]> } = {},
) {
  return HttpResponse.json({ status, code, message, ...extra }, { status });
}

/** Reads a JSON body, or `{}` when there is none (DELETE with a body is allowed by the API). */
export async function bodyOf<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    return (await request.json()) as Partial<T>;
  } catch {
    return {};
  }
}

/** `product_ids=1,2,3` as numbers. */
export function productIdsOf(request: Request): number[] {
  const raw = new URL(request.url).searchParams.get('product_ids') ?? '';
  return raw
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Minutes before a fixed demo "now", as ISO UTC, so dates in stories are stable. */
export const DEMO_NOW = Date.parse('2026-05-14T15:30:00Z');
export const minutesAgo = (minutes: number) => new Date(DEMO_NOW - minutes * 60_000).toISOString();
