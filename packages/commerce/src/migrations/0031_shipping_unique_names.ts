import type { Migration } from './migration.types';

/**
 * Shipping zone names, and method titles within a zone, are unique without
 * regard to letter case, as the merchant's tools (`shipping-admin.ts`) name
 * them: the database now holds that rule too, so two requests adding
 * "Europe" and "europe" at once can no longer both succeed (the later one
 * gets the same 409 as when its check finds the name taken).
 *
 * A store may hold such duplicates already (two requests that raced before,
 * or rows written by SQL). Nothing is deleted: in each group of names equal
 * but for letter case, the oldest row (lowest id) keeps its name and each
 * later one, in id order, is renamed with " (2)", " (3)" … appended (the
 * first number not taken by another name; the name is shortened to leave room
 * when it would pass the tools' limit: 100 characters for a zone, 200 for a
 * method), before the indexes are made.
 */
export const shippingUniqueNames: Migration = {
  id: '0031_shipping_unique_names',
  sql: /* sql */ `
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, name, rank FROM (
      SELECT id, name, row_number() OVER (PARTITION BY lower(name) ORDER BY id) AS rank FROM shipping_zones
    ) AS ranked
    WHERE rank > 1
    ORDER BY id
  LOOP
    n := dup.rank;
    LOOP
      candidate := left(dup.name, 100 - length(' (' || n || ')')) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM shipping_zones WHERE lower(name) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE shipping_zones SET name = candidate WHERE id = dup.id;
  END LOOP;

  FOR dup IN
    SELECT id, zone_id, title, rank FROM (
      SELECT id, zone_id, title, row_number() OVER (PARTITION BY zone_id, lower(title) ORDER BY id) AS rank
      FROM shipping_methods
    ) AS ranked
    WHERE rank > 1
    ORDER BY id
  LOOP
    n := dup.rank;
    LOOP
      candidate := left(dup.title, 200 - length(' (' || n || ')')) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM shipping_methods WHERE zone_id = dup.zone_id AND lower(title) = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE shipping_methods SET title = candidate WHERE id = dup.id;
  END LOOP;
END $$;

CREATE UNIQUE INDEX shipping_zones_name_idx ON shipping_zones (lower(name));
CREATE UNIQUE INDEX shipping_methods_title_idx ON shipping_methods (zone_id, lower(title));
`,
};
