import { AsyncLocalStorage } from 'node:async_hooks';

/** The statements one piece of work (a request) sent to the database, and their time. */
export interface QueryStats {
  /** Statements sent (a multi-statement script counts once). */
  count: number;
  /** Milliseconds spent waiting for their answers, summed (overlapping statements add up). */
  durationMs: number;
}

/** What the engine knows about the request it is answering. */
interface RequestScope {
  stats: QueryStats;
  /** Reads answered once per request (a read request only: writes could change them between two reads). */
  memo: Map<string, Promise<unknown>> | undefined;
}

const current = new AsyncLocalStorage<RequestScope>();

/** How a request's work is scoped. */
export interface RequestScopeOptions {
  /**
   * The request only reads (GET, HEAD): a read asked for twice (the cart by
   * the root and by the page, the settings by several loaders) is answered
   * once, so every part of the page sees the same moment.
   */
  readOnly?: boolean;
}

/**
 * Runs `work` counting every statement it sends to the store's database,
 * however deep in the engine: the storefront wraps each request in it and
 * reports the figures in its `Server-Timing` header; tests assert ceilings.
 *
 * @example
 * const stats = { count: 0, durationMs: 0 };
 * await withQueryStats(stats, () => commerce.catalog.getProduct('linen-shirt'), { readOnly: true });
 * stats.count; // statements sent
 */
export function withQueryStats<T>(stats: QueryStats, work: () => T, options: RequestScopeOptions = {}): T {
  return current.run({ stats, memo: options.readOnly ? new Map() : undefined }, work);
}

/**
 * Runs `work` as no request's: work a request only starts (a background
 * build) is not counted in its statements nor answered from its reads.
 */
export function outsideRequest<T>(work: () => T): T {
  return current.exit(work);
}

/** Times one statement against the stats of the work it belongs to (none outside `withQueryStats`). */
export async function counted<T>(statement: () => Promise<T>): Promise<T> {
  const stats = current.getStore()?.stats;
  if (!stats) return statement();
  const started = performance.now();
  try {
    return await statement();
  } finally {
    stats.count += 1;
    stats.durationMs += performance.now() - started;
  }
}

/**
 * `load()` once per read-only request under `key` (a failure is not kept);
 * outside one, every call loads.
 */
export function oncePerRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = current.getStore()?.memo;
  if (!memo) return load();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    memo.set(key, value);
    value.catch(() => memo.delete(key));
  }
  return value;
}

/**
 * Forgets the reads this request kept: a transaction is about to change, or
 * has changed, what they said (a GET that adds to the cart, say).
 */
export function forgetRequestReads(): void {
  current.getStore()?.memo?.clear();
}
