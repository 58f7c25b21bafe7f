import type { ApiOperation } from './document';

/** Documented /api/store operations added by the account pages. */
export const accountPageOperations: readonly ApiOperation[] = [];
