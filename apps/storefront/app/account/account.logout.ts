import { data, redirect } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { clearSessionCookie } from '../server/session-cookie.server';
import type { Route } from './+types/account.logout';
import { clearCartCookie } from '../cart/cart-cookie.server';
import { requireAccountChange } from './account-session.server';
import { isSecureRequest } from '../server/session.server';

/** Signing out is a post (with the CSRF token); opening the address just shows the account. */
export function loader() {
  return redirect('/account');
}

/** Ends the session on the server and removes the cookie; without the page's CSRF token, a 403 page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const session = await requireAccountChange(request, context, form).catch((error: unknown) => {
    if (error instanceof CommerceError) throw data({ error: error.toJSON() }, { status: error.status });
    throw error;
  });
  await context.commerce.accounts.customers.logout(session.token);
  const headers = new Headers({ 'Set-Cookie': clearSessionCookie({ secure: isSecureRequest(request) }) });
  // A fresh cart for whoever uses this browser next.
  headers.append('Set-Cookie', clearCartCookie(request));
  return redirect('/account/login?notice=signed-out', { headers });
}
