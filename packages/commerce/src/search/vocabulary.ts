import type { Db } from '../db/db.types';
import { allowedEdits, correctWord } from './typos';

/** Nearest vocabulary words (by trigrams) checked for each misspelt word; the best by edit distance wins. */
export const TRIGRAM_CANDIDATES = 50;
/** Words of the same first letter checked for each misspelt word without `pg_trgm`. */
const FIRST_LETTER_CANDIDATES = 2000;

/** Corrects search words against the shop's vocabulary table (`search_words`, kept by triggers). */
export interface Speller {
  /** Each word as the shopper most likely meant it; the last one may be a prefix when `prefixLast` (search-as-you-type). */
  correct(words: readonly string[], prefixLast: boolean): Promise<string[]>;
}

/** Where the trigram operators live, or null when the database has no `pg_trgm`. */
async function trigramSchema(db: Db): Promise<string | null> {
  const [row] = await db.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  );
  return row?.schema ?? null;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Candidates of one word, drawn through an index: with `pg_trgm` the nearest
 * words by trigram distance (GiST nearest-neighbour search); without it, words
 * of the same first letter. Either way only words within the allowed length
 * difference, so `correctWord` can pick among them.
 */
export function candidatesSql(schema: string | null): string {
  const near =
    schema === null
      ? `s.word >= left(w.word, 1) AND s.word < left(w.word, 1) || chr(1114111) LIMIT ${FIRST_LETTER_CANDIDATES}`
      : `TRUE ORDER BY s.word OPERATOR(${quoteIdent(schema)}.<->) w.word LIMIT ${TRIGRAM_CANDIDATES}`;
  return /* sql */ `
    SELECT w.word AS asked, c.word, c.uses
    FROM (SELECT word COLLATE "C" AS word, edits FROM unnest($1::text[], $2::int[]) AS u(word, edits)) AS w,
    LATERAL (
      SELECT s.word, s.uses FROM search_words s WHERE s.word = w.word
      UNION ALL
      (SELECT s.word, s.uses FROM search_words s
       WHERE w.edits > 0 AND NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word = w.word)
         AND length(s.word) BETWEEN length(w.word) - w.edits AND length(w.word) + w.edits AND ${near})
      UNION ALL
      -- a word being typed: whether some known word starts with it
      (SELECT s.word, s.uses FROM search_words s
       WHERE w.edits < 0 AND s.word > w.word AND s.word < w.word || chr(1114111) LIMIT 1)
    ) AS c`;
}

/**
 * A speller over the database's vocabulary: one statement per query, whatever
 * the catalogue's size. `trigrams: false` uses the first-letter fallback even
 * where `pg_trgm` is installed.
 */
export function createSpeller(db: Db, options: { trigrams?: boolean } = {}): Speller {
  let sql: Promise<string> | undefined;
  const statement = () =>
    (sql ??= (options.trigrams === false ? Promise.resolve(null) : trigramSchema(db)).then(candidatesSql).catch((error: unknown) => {
      sql = undefined;
      throw error;
    }));

  return {
    async correct(words, prefixLast) {
      const last = words.length - 1;
      // Asked: every word for its candidates, and the last one again (edits -1) for a prefix check when typing.
      const asked = [...new Set(words)].map((word) => ({ word, edits: allowedEdits(word) }));
      if (prefixLast && last >= 0) asked.push({ word: words[last]!, edits: -1 });
      if (asked.length === 0) return [];
      const rows = await db.query<{ asked: string; word: string; uses: number }>(await statement(), [
        asked.map((a) => a.word),
        asked.map((a) => a.edits),
      ]);
      // Per asked word: the known word itself, its near words, and (typing) a word it starts.
      const candidates = new Map<string, Map<string, number>>();
      for (const row of rows) {
        const known = candidates.get(row.asked) ?? new Map<string, number>();
        known.set(row.word, row.uses);
        candidates.set(row.asked, known);
      }
      return words.map((word, index) => correctWord(word, candidates.get(word) ?? new Map(), prefixLast && index === last));
    },
  };
}
