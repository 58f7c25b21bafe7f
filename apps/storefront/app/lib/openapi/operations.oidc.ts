import type { ApiOperation } from './document';

/** Documented /api/store operations added by the oidc pages. */
export const oidcOperations: readonly ApiOperation[] = [];
