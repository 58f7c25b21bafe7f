import { data, redirect } from 'react-router';
import { safeReturnTo } from '@vitrine/commerce';
import { clearOidcBrowserCookie, readOidcBrowserCookie } from './oidc-cookie.server';
import { sessionCookie } from '../server/session-cookie.server';
import type { Route } from './+types/oidc.callback';
import { isSecureRequest } from '../server/session.server';
import { oidcMeta } from '../seo/oidc';
import { OIDC_HEADERS, oidcFailure } from './oidc.server';
import { OidcFailureView } from './oidc.parts';

/**
 * /account/oidc/:provider/callback: where the provider sends the shopper back
 * with `code` and `state`. The engine checks the state against this browser's
 * cookie (once, within ten minutes), trades the code with the PKCE verifier
 * and the redirect URI the start page sent (kept with the state, not rebuilt here),
 * verifies the id_token and signs the customer in: the session cookie is set
 * and the shopper lands on `return_to` (or /account). A refusal (expired or
 * replayed state, cancelled at the provider, a token that does not verify, an
 * unconfirmed e-mail) renders a translated page with its status code.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const secure = isSecureRequest(request);
  try {
    const signIn = await context.commerce.oidc.complete(
      {
        provider: params.provider,
        query: Object.fromEntries(url.searchParams),
        browserSecret: readOidcBrowserCookie(request.headers.get('Cookie')),
      },
      { ip: context.clientIp },
    );
    const headers = new Headers(OIDC_HEADERS);
    headers.append('Set-Cookie', sessionCookie(signIn.session.token, signIn.session.expiresAt, { secure }));
    headers.append('Set-Cookie', clearOidcBrowserCookie({ secure }));
    return redirect(safeReturnTo(signIn.returnTo), { headers });
  } catch (error) {
    const failure = await oidcFailure(error, context, params.provider, '/account');
    return data({ failure }, { status: failure.status, headers: OIDC_HEADERS });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  oidcMeta(matches, 'oidc.error.title', 'We couldn’t sign you in');

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function OidcCallbackFailure({ loaderData }: Route.ComponentProps) {
  return <OidcFailureView failure={loaderData.failure} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
