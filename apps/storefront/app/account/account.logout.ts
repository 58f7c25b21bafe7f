import { redirect } from 'react-router';
import { clearSessionCookie } from '@vitrine/commerce';
import type { Route } from './+types/account.logout';
import { requireAccountChange } from './account-session.server';
import { isSecureRequest } from '../server/session.server';

/** Signing out is a post (with the CSRF token); opening the address just shows the account. */
export function loader() {
  return redirect('/account');
}

/** Ends the session on the server and removes the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const session = await requireAccountChange(request, context, form);
  await context.commerce.accounts.customers.logout(session.token);
  return redirect('/account/login?notice=signed-out', {
    headers: { 'Set-Cookie': clearSessionCookie({ secure: isSecureRequest(request) }) },
  });
}
