/** How long on-demand page code may take before the shopper is told (spec 8 and 9: chunk timeout 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** On-demand code that did not arrive within the timeout. */
export class ChunkTimeoutError extends Error {
  readonly code = 'CHUNK_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`On-demand code did not load within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Timers, injectable so tests can use fake ones. */
export interface ChunkTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: ChunkTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Loads on-demand code, failing with `ChunkTimeoutError` when it takes longer
 * than `timeoutMs`, so a stalled download shows an error with a retry instead
 * of hanging. A module arriving after the timeout is ignored (the retry loads
 * it again, from the cache by then).
 *
 * @example
 * const module = await loadChunk(() => import('./CookieBanner'));
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, timers = globalTimers }: { timeoutMs?: number; timers?: ChunkTimers } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let isSettled = false;
    const timer = timers.setTimeout(() => {
      if (isSettled) return;
      isSettled = true;
      reject(new ChunkTimeoutError(timeoutMs));
    }, timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (module) => {
        if (isSettled) return;
        isSettled = true;
        timers.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        if (isSettled) return;
        isSettled = true;
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Messages browsers give when a script module cannot be fetched (a deploy removed it, the network dropped). */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload/i;

/**
 * Whether an error means page code could not be loaded (then a retry, or a
 * reload, is the answer) rather than a bug in the page.
 *
 * @example isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')) // true
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Watches navigations: `onStall` runs when one is still loading after
 * `timeoutMs` (page code or data that never arrives); a new navigation or the
 * end of this one disarms it. Returns the function to call with each change.
 *
 * @example
 * const watch = createNavigationWatch(() => setStalled(true));
 * watch(navigation.state === 'idle' ? null : navigation.location.key);
 */
export function createNavigationWatch(
  onStall: (key: string) => void,
  { timeoutMs = CHUNK_TIMEOUT_MS, timers = globalTimers }: { timeoutMs?: number; timers?: ChunkTimers } = {},
): (pendingKey: string | null) => void {
  let watching: string | null = null;
  let timer: unknown = null;
  return (pendingKey) => {
    if (pendingKey === watching) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    watching = pendingKey;
    if (pendingKey === null) return;
    timer = timers.setTimeout(() => {
      timer = null;
      if (watching === pendingKey) onStall(pendingKey);
    }, timeoutMs);
  };
}
