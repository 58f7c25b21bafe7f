import { oidcProviderListSchema } from '../index';
import type { ApiOperation } from './document';

/** Documented /api/store operations added by the oidc pages. */
export const oidcOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/oidc/providers',
    tag: 'Account',
    summary:
      'The enabled social sign-in (OpenID Connect) providers in button order; each start_url (/account/oidc/{slug}?return_to=…) begins the sign-in in the browser',
    response: oidcProviderListSchema,
  },
];
