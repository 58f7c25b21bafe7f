/** Reads of the stored catalogue shared by the CSV import and export. */
import { sql } from 'kysely';
import type { Query } from '../../db/kysely';

/** `'{}'`: what `coalesce` gives for a text array with no elements (`array_agg` of no rows is null). */
export const NO_TEXTS = sql<string[]>`'{}'`;

/**
 * Variants (`v`) with the values of their options in option order (`vals`,
 * empty for a product without options), one row per variant; callers add
 * their columns, filters and joins.
 */
export const variantsWithOptionValues = (q: Query) =>
  q
    .selectFrom('variants as v')
    .leftJoin('variant_option_values as vov', 'vov.variant_id', 'v.id')
    .leftJoin('product_option_values as ov', 'ov.id', 'vov.option_value_id')
    .leftJoin('product_options as o', 'o.id', 'ov.option_id')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.agg<string[]>('array_agg', ['ov.value']).orderBy('o.position').filterWhere('ov.id', 'is not', null),
          NO_TEXTS,
        )
        .as('vals'),
    )
    .groupBy('v.id');
