/**
 * A small seeded pseudo-random generator (mulberry32). The demo catalog uses
 * it instead of Math.random so every install gets the same stock levels and
 * tests can rely on them.
 *
 * @example const next = seededRandom(42); next(); // 0 <= n < 1, same sequence every time
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
