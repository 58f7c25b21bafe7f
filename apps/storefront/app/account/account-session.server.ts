import { data, redirect, type AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { requireCsrf } from '../server/csrf.server';
import type { ApiErrorBody } from '@vitrine/headless/contract';
import { loginHref } from './account-return-to';
import { csrfTokenFor, getSession, type ShopperSession } from '../server/session.server';

/** The signed-in shopper of an account page, with what its forms need. */
export interface AccountSession extends ShopperSession {
  /** Goes into every form of the page as `_csrf`. */
  csrf: string;
}

/** Account pages are never cached and never indexed. */
export const ACCOUNT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/** The path and query of the request, for `return_to`. */
function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The signed-in shopper, or a redirect to the sign-in page that comes back
 * here afterwards (thrown, so loaders and actions stop).
 *
 * @example const session = await requireAccountSession(request, context);
 */
export async function requireAccountSession(request: Request, context: AppLoadContext): Promise<AccountSession> {
  const session = await getSession(request, context);
  if (!session) throw redirect(loginHref(requestPath(request)));
  return { ...session, csrf: csrfTokenFor(session.token) };
}

/**
 * The signed-in shopper of a posted account form, after checking its `_csrf`
 * field: a signed-out post goes to the sign-in page, a wrong token is a 403
 * `CSRF_TOKEN_INVALID` (another site cannot read the page, so cannot know it).
 */
export async function requireAccountChange(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<AccountSession> {
  const session = await requireAccountSession(request, context);
  const token = form.get('_csrf');
  requireCsrf(session.token, typeof token === 'string' ? token : null);
  return session;
}

/** Headers that renew the session cookie when the session slid forward. */
export function renewedSessionHeaders(session: ShopperSession | null): Headers {
  const headers = new Headers(ACCOUNT_HEADERS);
  if (session?.renewedCookie) headers.append('Set-Cookie', session.renewedCookie);
  return headers;
}

/** What an account form's action answers when it failed: the error and the fields as typed (never the password). */
export interface FormFailure<Values extends Record<string, string> = Record<string, string>> {
  error: ApiErrorBody;
  values: Values;
}

/** Form fields whose typed value is never sent back into the page. */
const SECRET_FIELDS = new Set(['password', 'password_confirmation', '_csrf', 'token']);

/** The posted text fields, as typed, minus the secret ones. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !SECRET_FIELDS.has(name)) values[name] = value;
  }
  return values;
}

/**
 * Runs an account form's change. A `CommerceError` (bad input, wrong
 * password, rate limit) comes back as `{ error, values }` with its status, so
 * the page shows the message on the right field and keeps what was typed;
 * anything else is a server fault and reaches the error boundary.
 */
export async function formAction<T>(
  form: FormData,
  run: () => Promise<T>,
): Promise<T | ReturnType<typeof data<FormFailure>>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CommerceError) {
      return data({ error: error.toJSON(), values: typedValues(form) }, { status: error.status });
    }
    throw error;
  }
}

/** A failure of the page's own making (an unknown intent), in the same shape. */
export function formFailure(form: FormData, error: ApiErrorBody) {
  return data({ error, values: typedValues(form) } satisfies FormFailure, { status: error.status });
}

/**
 * The `headers` export of the account pages: never cached, never indexed, and
 * the renewed session cookie (from the loader's or action's headers) passed on.
 *
 * @example export const headers = accountPageHeaders;
 */
export function accountPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders?: Headers;
}) {
  const headers = new Headers(ACCOUNT_HEADERS);
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  }
  return headers;
}
