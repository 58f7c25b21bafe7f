import { route } from '@react-router/dev/routes';

/** The social sign-in (OpenID Connect) pages and their store API. */
export const oidcRoutes = [
  route('api/store/oidc/providers', 'account/oidc.api.providers.ts'),
  route('account/oidc', 'account/oidc.tsx'),
  route('account/oidc/:provider', 'account/oidc.start.tsx'),
  route('account/oidc/:provider/callback', 'account/oidc.callback.tsx'),
] satisfies ReturnType<typeof route>[];
