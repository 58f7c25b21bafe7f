import { data, redirect } from 'react-router';
import { oidcBrowserCookie, readOidcBrowserCookie } from './oidc-cookie.server';
import { readSessionCookie } from '../server/session-cookie.server';
import type { Route } from './+types/oidc.start';
import { localReturnTo } from '@vitrine/headless';
import { isSecureRequest } from '../server/session.server';
import { oidcMeta } from '../seo/oidc';
import { callbackUrl, OIDC_HEADERS, oidcFailure } from './oidc.server';
import { OidcFailureView } from './oidc.parts';

/**
 * /account/oidc/:provider: starts the sign-in. The engine stores a one-time
 * state (with nonce and PKCE verifier) tied to this browser's HttpOnly cookie;
 * the browser goes on to the provider's sign-in page. A signed-in shopper goes
 * straight to `return_to`. When the provider is unknown, disabled, unreachable
 * or the address is rate-limited, the page says so in the shopper's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const returnTo = localReturnTo(new URL(request.url).searchParams.get('return_to'));
  const token = readSessionCookie(request.headers.get('Cookie'));
  if (token && (await context.commerce.accounts.customers.authenticate(token))) throw redirect(returnTo);
  try {
    const start = await context.commerce.oidc.begin(
      {
        provider: params.provider,
        redirectUri: callbackUrl(request, context.commerce.store.url, params.provider),
        returnTo,
        browserSecret: readOidcBrowserCookie(request.headers.get('Cookie')),
      },
      { ip: context.clientIp },
    );
    const headers = new Headers(OIDC_HEADERS);
    headers.append('Set-Cookie', oidcBrowserCookie(start.browserSecret, { secure: isSecureRequest(request) }));
    return redirect(start.authorizationUrl, { headers });
  } catch (error) {
    const failure = await oidcFailure(error, context, params.provider, returnTo);
    return data({ failure }, { status: failure.status, headers: OIDC_HEADERS });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  oidcMeta(matches, 'oidc.error.title', 'We couldn’t sign you in');

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function OidcStartFailure({ loaderData }: Route.ComponentProps) {
  return <OidcFailureView failure={loaderData.failure} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
