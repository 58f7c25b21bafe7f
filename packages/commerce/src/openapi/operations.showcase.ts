import type { ApiOperation } from './document';

/** Documented /api/store operations added by the showcase pages. */
export const showcaseOperations: readonly ApiOperation[] = [];
