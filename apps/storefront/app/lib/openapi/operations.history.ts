import type { ApiOperation } from './document';

/** Operations of the order-history and review-ownership module. */
export const historyOperations: ApiOperation[] = [];
