import { catalogAndCarts } from './0001_catalog_and_carts';
import type { Migration } from './migration.types';

export type { Migration } from './migration.types';

/**
 * Every migration, in apply order. The SQL lives in TypeScript modules so it
 * is bundled with the code and found the same way from source and from dist.
 * Add a new file `NNNN_name.ts` and append it here; never edit an applied one.
 */
export const MIGRATIONS: readonly Migration[] = [
  catalogAndCarts,
  // New migrations below, one per line, in apply order.
];
