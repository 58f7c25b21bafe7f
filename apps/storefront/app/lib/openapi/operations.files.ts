import type { ApiOperation } from './document';

/** Operations of the files module. */
export const filesOperations: ApiOperation[] = [];
