import type { ApiOperation } from './document';

/** Documented /api/store operations added by the checkout pages. */
export const checkoutOperations: readonly ApiOperation[] = [];
