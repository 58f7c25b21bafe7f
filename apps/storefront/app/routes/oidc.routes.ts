import { route } from '@react-router/dev/routes';

/** The social sign-in (OpenID Connect) pages and their store API. */
export const oidcRoutes = [
  route('api/store/oidc/providers', 'routes/oidc.api.providers.ts'),
  route('account/oidc', 'routes/oidc.tsx'),
  route('account/oidc/:provider', 'routes/oidc.start.tsx'),
  route('account/oidc/:provider/callback', 'routes/oidc.callback.tsx'),
] satisfies ReturnType<typeof route>[];
