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
  id    boolean PRIMARY KEY DEFAULT true CHECK (id),
  epoch bigint NOT NULL
);
INSERT INTO search_index_state (id, epoch) VALUES (true, 1);

CREATE TABLE search_changes (
  product_id integer PRIMARY KEY,
  xid        xid8 NOT NULL
);
CREATE INDEX search_changes_xid_idx ON search_changes (xid);

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
    const note = (rows: string, where = '') => `INSERT INTO search_changes (product_id, xid)
    SELECT changed.id, pg_current_xact_id()
    FROM (SELECT DISTINCT ${product} AS id FROM ${rows} r ${from} WHERE ${product} IS NOT NULL ${where}) changed
    ON CONFLICT (product_id) DO UPDATE SET xid = EXCLUDED.xid;`;
    // Stock matters to search only where a variant goes in or out of stock.
    const updated =
      table === 'inventory_levels'
        ? note('new_rows', `AND EXISTS (SELECT 1 FROM old_rows o WHERE o.variant_id = r.variant_id AND (o.on_hand > 0) = (r.on_hand > 0)) IS NOT TRUE`)
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
