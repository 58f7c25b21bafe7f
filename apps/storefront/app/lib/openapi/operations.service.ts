import type { ApiOperation } from './document';

/** Operations of the service module. */
export const serviceOperations: ApiOperation[] = [];
