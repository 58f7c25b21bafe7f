import type { Migration } from './migration.types';

/**
 * Search that stays fast on large catalogues.
 * - `search_words`: the shop's vocabulary (words of product titles, vendors,
 *   types, descriptions without markup, and collection titles) with how many
 *   products or collections use each word, kept up to date by statement
 *   triggers, so spelling correction never reads the whole catalogue.
 * - `pg_trgm` (when the server offers it; the embedded database loads it)
 *   with a trigram index on the vocabulary: the words nearest a misspelt one
 *   are found through the index. Without the extension the vocabulary's
 *   primary key still narrows candidates to words of the same first letter.
 */
/** The statement triggers that keep `search_words` current with one table. */
const triggers = (table: string) => /* sql */ `
CREATE TRIGGER search_words_insert AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_track();
CREATE TRIGGER search_words_update AFTER UPDATE ON ${table}
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_track();
CREATE TRIGGER search_words_delete AFTER DELETE ON ${table}
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_track();
CREATE TRIGGER search_words_truncate AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_rebuild();`;

export const searchScale: Migration = {
  id: '0025_search_scale',
  sql: /* sql */ `
CREATE TABLE search_words (
  -- "C" order: a prefix is a primary-key range, whatever the database's collation
  word text COLLATE "C" PRIMARY KEY,
  uses integer NOT NULL
);

-- The words of a text, lower-case, each once: letters and digits of any script.
CREATE FUNCTION search_words_of(document text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(document), '[^[:alnum:]]+') AS word WHERE word <> ''
$$;

-- What a product contributes to the vocabulary.
CREATE FUNCTION search_product_document(title text, vendor text, product_type text, description_html text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(title, '') || ' ' || coalesce(vendor, '') || ' ' || coalesce(product_type, '') || ' ' ||
         regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g')
$$;

-- Counts the words of the added documents in and those of the removed ones out.
CREATE FUNCTION search_words_change(removed text[], added text[]) RETURNS void LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
DECLARE
  touched text[];
BEGIN
  WITH delta AS (
    SELECT word, sum(change)::int AS change FROM (
      SELECT word, -1 AS change FROM unnest(coalesce(removed, '{}')) AS document, search_words_of(document) AS word
      UNION ALL
      SELECT word, 1 FROM unnest(coalesce(added, '{}')) AS document, search_words_of(document) AS word
    ) AS changes
    GROUP BY word HAVING sum(change) <> 0
  ), upserted AS (
    INSERT INTO search_words AS s (word, uses) SELECT word, change FROM delta
    ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses
    RETURNING s.word, s.uses
  )
  SELECT array_agg(word) INTO touched FROM upserted WHERE uses <= 0;
  IF touched IS NOT NULL THEN
    DELETE FROM search_words WHERE word = ANY (touched);
  END IF;
END $$;

-- Statement triggers: one vocabulary update per statement, however many rows it wrote.
CREATE FUNCTION search_words_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  removed text[];
  added text[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(search_product_document(n.title, n.vendor, n.product_type, n.description_html)) INTO added FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(search_product_document(o.title, o.vendor, o.product_type, o.description_html)) INTO removed FROM old_rows o;
    ELSE
      SELECT array_agg(search_product_document(o.title, o.vendor, o.product_type, o.description_html)),
             array_agg(search_product_document(n.title, n.vendor, n.product_type, n.description_html))
      INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.title, o.vendor, o.product_type, o.description_html) IS DISTINCT FROM (n.title, n.vendor, n.product_type, n.description_html);
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(n.title) INTO added FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(o.title) INTO removed FROM old_rows o;
    ELSE
      SELECT array_agg(o.title), array_agg(n.title) INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.title IS DISTINCT FROM n.title;
    END IF;
  END IF;
  IF removed IS NOT NULL OR added IS NOT NULL THEN
    PERFORM search_words_change(removed, added);
  END IF;
  RETURN NULL;
END $$;

-- Recounts the whole vocabulary: to fill it the first time, and after a TRUNCATE.
CREATE FUNCTION search_words_recount() RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, uses)
  SELECT word, count(*)::int FROM (
    SELECT search_product_document(title, vendor, product_type, description_html) AS document FROM products
    UNION ALL
    SELECT title FROM collections
  ) AS documents, search_words_of(document) AS word
  GROUP BY word;
$$;
CREATE FUNCTION search_words_rebuild() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM search_words_recount();
  RETURN NULL;
END $$;

${['products', 'collections'].map(triggers).join('\n')}

SELECT search_words_recount();

-- Trigram matching: installed once per database (in "public" when allowed, so
-- every store schema finds it there), and indexed on this schema's vocabulary.
DO $$
DECLARE
  trigram_schema text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('vitrine:pg_trgm'));
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm SCHEMA public;
    EXCEPTION WHEN OTHERS THEN
      BEGIN
        CREATE EXTENSION pg_trgm;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm is not available: spelling correction narrows candidates by first letter';
      END;
    END;
  END IF;
  SELECT n.nspname INTO trigram_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trigram_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX search_words_trigram_idx ON search_words USING gist (word %I.gist_trgm_ops)', trigram_schema);
  END IF;
END $$;

`,
};
