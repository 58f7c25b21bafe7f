import type { ApiOperation } from './document';

/** Documented /api/store operations added by the browse pages. */
export const browseOperations: readonly ApiOperation[] = [];
