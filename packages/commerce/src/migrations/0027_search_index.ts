import type { Migration } from './migration.types';

/**
 * What the search engine keeps in process (search/search.index.ts) follows the
 * catalogue through `search_changes`: triggers note each product whose search
 * facts change (its text, variants, prices, option values, collection
 * memberships, or a variant going in or out of stock) with the changing
 * transaction's id, so a server re-reads only those products, and none it has
 * already seen. `search_index_state.epoch` moves when changes were made without
 * the triggers (a bulk load with `session_replication_role = replica`, then
 * `search_index_reset()`, or a TRUNCATE): every server then reads the catalogue again.
 *
 * The list is only ever appended to: a note takes no lock another transaction
 * could wait for, so two checkouts selling out variants of one product never
 * wait on each other (or deadlock) over it. `search_changes_prune()` deletes
 * the notes older than the horizon its previous run saw (every server that
 * searched since has read them) and records that bound in `pruned_below`; a
 * server whose last read is older than that bound reads the catalogue again.
 */
/** Where each table's changed rows (`r`) lead to the product whose search facts they change. */
const PRODUCT_OF: Record<string, { from: string; product: string }> = {
  products: { from: '', product: 'r.id' },
  variants: { from: '', product: 'r.product_id' },
  product_options: { from: '', product: 'r.product_id' },
  collection_products: { from: '', product: 'r.product_id' },
  product_option_values: { from: 'LEFT JOIN product_options o ON o.id = r.option_id', product: 'o.product_id' },
  variant_option_values: { from: 'LEFT JOIN variants v ON v.id = r.variant_id', product: 'v.product_id' },
  inventory_levels: { from: 'LEFT JOIN variants v ON v.id = r.variant_id', product: 'v.product_id' },
};

export const searchIndex: Migration = {
  id: '0027_search_index',
  sql: /* sql */ `
CREATE TABLE search_index_state (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  epoch        bigint NOT NULL,
  -- Notes of transactions below this id have been deleted.
  pruned_below xid8 NOT NULL DEFAULT '0',
  -- The horizon the last prune saw: the next one deletes the notes below it.
  prune_mark   xid8 NOT NULL DEFAULT '0'
);
INSERT INTO search_index_state (id, epoch) VALUES (true, 1);

CREATE TABLE search_changes (
  xid        xid8 NOT NULL,
  product_id integer NOT NULL
);
CREATE INDEX search_changes_xid_idx ON search_changes (xid, product_id);

CREATE FUNCTION search_changes_prune() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  mark    xid8;
  removed integer;
BEGIN
  -- One prune at a time (several servers may run housekeeping at once).
  SELECT prune_mark INTO mark FROM search_index_state FOR UPDATE;
  DELETE FROM search_changes WHERE xid < mark;
  GET DIAGNOSTICS removed = ROW_COUNT;
  UPDATE search_index_state
  SET pruned_below = greatest(pruned_below, mark), prune_mark = pg_snapshot_xmin(pg_current_snapshot());
  RETURN removed;
END $$;

CREATE FUNCTION search_index_reset() RETURNS void LANGUAGE sql AS $$
  UPDATE search_index_state SET epoch = epoch + 1;
$$;

CREATE FUNCTION search_index_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_reset();
  RETURN NULL;
END $$;

${Object.entries(PRODUCT_OF)
  .map(([table, { from, product }]) => {
    // Once per product and transaction (a transaction sees its own notes); never an update, so never a wait.
    const note = (rows: string, where = '') => `INSERT INTO search_changes (xid, product_id)
    SELECT pg_current_xact_id(), changed.id
    FROM (SELECT DISTINCT ${product} AS id FROM ${rows} r ${from} WHERE ${product} IS NOT NULL ${where}) changed
    WHERE NOT EXISTS (SELECT 1 FROM search_changes c WHERE c.xid = pg_current_xact_id() AND c.product_id = changed.id);`;
    // Stock matters to search only where a variant goes in or out of stock.
    const updated =
      table === 'inventory_levels'
        ? note(
            'new_rows',
            `AND EXISTS (SELECT 1 FROM old_rows o WHERE o.variant_id = r.variant_id AND (o.on_hand > 0) = (r.on_hand > 0)) IS NOT TRUE`,
          )
        : `${note('old_rows')}\n    ${note('new_rows')}`;
    return `CREATE FUNCTION ${table}_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${note('new_rows')}
  ELSIF TG_OP = 'UPDATE' THEN
    ${updated}
  ELSIF TG_OP = 'DELETE' THEN
    ${note('old_rows')}
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ${table}_search_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${table}_search_changes();
CREATE TRIGGER ${table}_search_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${table}_search_changes();
CREATE TRIGGER ${table}_search_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${table}_search_changes();
CREATE TRIGGER ${table}_search_truncated AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_truncated();`;
  })
  .join('\n')}
`,
};
