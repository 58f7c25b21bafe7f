/**
 * Spelling correction for search words against the shop's own vocabulary
 * (the words of its product titles, vendors, types and descriptions). Portable
 * on purpose: it needs no database extension, so the embedded database and a
 * server behave the same.
 */

/** Words shorter than this are never corrected: too many real words are one letter apart. */
export const MIN_CORRECTABLE_LENGTH = 3;
/** Words longer than this may be two edits away from the intended word; shorter ones one edit. */
export const LONG_WORD_LENGTH = 7;

/** Lower-case words of a text (letters and digits of any script). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Edits allowed for a word of this length. */
export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTABLE_LENGTH) return 0;
  return word.length > LONG_WORD_LENGTH ? 2 : 1;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions,
 * deletions, substitutions and swaps of two neighbouring letters each cost 1.
 * Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The shop's words and how many products use each (more products: the likelier meaning). */
export type Vocabulary = ReadonlyMap<string, number>;

/**
 * The word the shopper most likely meant: the word itself when the shop knows
 * it, else the nearest known word within the allowed edits (ties: the word more
 * products use, then alphabetical, so the answer is stable), else the word unchanged.
 * With `prefix`, a word that starts a known word counts as known (typing in progress).
 */
export function correctWord(word: string, vocabulary: Vocabulary, prefix = false): string {
  if (vocabulary.has(word)) return word;
  if (prefix && [...vocabulary.keys()].some((known) => known.startsWith(word))) return word;
  const limit = allowedEdits(word);
  if (limit === 0) return word;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [known, uses] of vocabulary) {
    const distance = editDistance(word, known, limit);
    if (distance > limit) continue;
    const better =
      best === null ||
      distance < best.distance ||
      (distance === best.distance && (uses > best.uses || (uses === best.uses && known < best.word)));
    if (better) best = { word: known, distance, uses };
  }
  return best?.word ?? word;
}

/** Corrects every word of a query; the last one may be a prefix when `prefixLast` (search-as-you-type). */
export function correctQuery(words: readonly string[], vocabulary: Vocabulary, prefixLast = false): string[] {
  return words.map((word, index) => correctWord(word, vocabulary, prefixLast && index === words.length - 1));
}
