import type { ApiOperation } from './document';

/** Operations of the prescriptions module. */
export const prescriptionsOperations: ApiOperation[] = [];
