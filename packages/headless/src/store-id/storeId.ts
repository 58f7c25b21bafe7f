import type { StoreIdGetter, WaitForStoreIdOptions } from './storeId.types';

/** Times the store id is looked for before it is reported missing (spec 9: polling 5 attempts). */
export const STORE_ID_POLL_ATTEMPTS = 5;
/** Pause between two looks for the store id (spec 9: at 200 ms). */
export const STORE_ID_POLL_INTERVAL_MS = 200;

/** Reported when no store id turned up after polling (spec 8). */
export class StoreIdMissingError extends Error {
  readonly attempts: number;

  constructor(attempts: number) {
    super(`Store id missing after ${attempts} attempts`);
    this.name = 'StoreIdMissingError';
    this.attempts = attempts;
  }
}

/**
 * The store id as text, or `null` when the getter has none yet (`null`,
 * `undefined`, empty, or a getter that throws because its source is not ready).
 *
 * @example
 * readStoreId(() => 1042); // '1042'
 * readStoreId(() => ''); // null
 */
export function readStoreId(getStoreId: StoreIdGetter): string | null {
  try {
    const value = getStoreId();
    if (value === null || value === undefined) return null;
    const text = String(value).trim();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/**
 * Looks for the store id now and then every 200 ms, 5 looks in all (the last
 * at 800 ms); calls `onFound` with the first one found, else `onMissing`
 * (spec 8, 9). Returns a cancel function.
 *
 * @example
 * const cancel = waitForStoreId({
 *   getStoreId: () => window.__STORE_OPTIONS__?.base.store_id,
 *   onFound: (id) => loadRewards(id),
 *   onMissing: (attempts) => reportError(new StoreIdMissingError(attempts)),
 * });
 */
export function waitForStoreId(options: WaitForStoreIdOptions): () => void {
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let attempts = 0;
  let handle: unknown = null;
  let isCancelled = false;

  const attempt = () => {
    handle = null;
    if (isCancelled) return;
    attempts += 1;
    const storeId = readStoreId(options.getStoreId);
    if (storeId !== null) options.onFound(storeId);
    else if (attempts >= STORE_ID_POLL_ATTEMPTS) options.onMissing(attempts);
    else handle = setTimer(attempt, STORE_ID_POLL_INTERVAL_MS);
  };

  attempt();
  return () => {
    isCancelled = true;
    if (handle !== null) clearTimer(handle);
  };
}
