import type { ApiOperation } from './document';

/** Documented /api/store operations added by the site pages. */
export const siteOperations: readonly ApiOperation[] = [];
