import { clearCartCookie } from '../cart/cart-cookie.server';
import { clearSessionCookie, sessionCookie } from '../server/session-cookie.server';
import type { Route } from './+types/api.store.account';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { csrfTokenFor, isSecureRequest, requireSession, requireSessionForChange } from '../server/session.server';

type AccountAction = 'register' | 'verify' | 'login' | 'logout' | 'forgot' | 'reset';

/** Sends queued e-mails (verification, password reset) right away; the server's timer retries failures. */
function deliverMail(context: Route.ActionArgs['context']) {
  void context.commerce.accounts.mail.deliver().catch((error: unknown) => console.error('mail delivery', error));
}

/**
 * Accounts, all `POST /account/{action}` with a JSON body:
 * register `{ email, password, password_confirmation?, first_name?, last_name? }` (a verification
 * e-mail valid 20 minutes), verify `{ token }`, login `{ email, password }` (sets the HttpOnly
 * session cookie, answers with the CSRF token), logout (CSRF), password/forgot `{ email }`,
 * password/reset `{ token, password, password_confirmation }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const { customers } = context.commerce.accounts;
    const body = await readJsonBody(request);
    const ip = context.clientIp;
    const secure = isSecureRequest(request);
    switch (new URL(request.url).pathname.split('/').pop() as AccountAction) {
      case 'register': {
        await customers.register(body, { ip });
        deliverMail(context);
        // The same answer whether the address was new or already had an account: nothing here tells
        // a stranger which addresses are customers (the owner of a taken one gets an e-mail).
        return json({ status: 'verification_sent', expires_in_minutes: 20 }, { status: 201 });
      }
      case 'verify':
        return json({ customer: await customers.verifyEmail(body) });
      case 'login': {
        const { customer, session } = await customers.login(body, { ip });
        return json(
          { customer, csrf_token: csrfTokenFor(session.token) },
          { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt, { secure }) } },
        );
      }
      case 'logout': {
        const session = await requireSessionForChange(request, context, body);
        await customers.logout(session.token);
        const headers = new Headers({ 'Set-Cookie': clearSessionCookie({ secure }) });
        headers.append('Set-Cookie', clearCartCookie(request));
        return json({ ok: true }, { headers });
      }
      case 'forgot': {
        const result = await customers.requestPasswordReset(body, { ip });
        deliverMail(context);
        return json(result);
      }
      case 'reset':
        return json({ customer: await customers.resetPassword(body) });
    }
  });
}

/** GET /account/info → `{ id, email, address_book_count, csrf_token }` for the signed-in customer; 401 otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!new URL(request.url).pathname.endsWith('/account/info')) return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const session = await requireSession(request, context);
    const info = await context.commerce.accounts.addresses.accountInfo(session.customerId);
    const headers = session.renewedCookie ? { 'Set-Cookie': session.renewedCookie } : undefined;
    return json({ ...info, csrf_token: csrfTokenFor(session.token) }, { headers });
  });
}
