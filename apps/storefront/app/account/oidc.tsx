import { redirect } from 'react-router';
import { readSessionCookie } from '../server/session-cookie.server';
import type { Route } from './+types/oidc';
import { localReturnTo } from '@vitrine/headless';
import { SignInChooserPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import { oidcMeta } from '../seo/oidc';
import { OIDC_HEADERS } from './oidc.server';

/**
 * /account/oidc: every enabled provider, listed on the server. The sign-in
 * and sign-up pages link here when JavaScript is off; it also serves a
 * shopper who bookmarked "other ways to sign in".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = localReturnTo(new URL(request.url).searchParams.get('return_to'));
  const token = readSessionCookie(request.headers.get('Cookie'));
  if (token && (await context.commerce.accounts.customers.authenticate(token))) throw redirect(returnTo);
  return { providers: await context.commerce.oidc.listProviders(), returnTo };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  oidcMeta(matches, 'oidc.chooser.title', 'Sign in with another account');

export function headers() {
  return OIDC_HEADERS;
}

export default function OidcChooserPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLabelsProvider>
      <SignInChooserPage providers={loaderData.providers} returnTo={loaderData.returnTo} />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
