import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, createNavigationWatch, isChunkLoadError, loadChunk } from './site-chunks';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadChunk', () => {
  it('is the spec’s 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it arrives in time, and leaves no timer behind', async () => {
    const chunk = deferred<{ name: string }>();
    const loading = loadChunk(() => chunk.promise);
    await vi.advanceTimersByTimeAsync(119_000);
    chunk.resolve({ name: 'banner' });
    await expect(loading).resolves.toEqual({ name: 'banner' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with ChunkTimeoutError at 120 s, not a moment before', async () => {
    const chunk = deferred<unknown>();
    const outcome = vi.fn();
    loadChunk(() => chunk.promise).then(
      () => outcome('resolved'),
      (error: unknown) => outcome(error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]![0] as ChunkTimeoutError;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(error.code).toBe('CHUNK_TIMEOUT');
    expect(isChunkLoadError(error)).toBe(true);

    // The module turning up late changes nothing.
    chunk.resolve({});
    await vi.runAllTimersAsync();
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it('passes a failed download on at once, without waiting for the timeout', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/SiteConsent-x.js');
    const loading = loadChunk(() => Promise.reject(failure));
    await expect(loading).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
    expect(isChunkLoadError(failure)).toBe(true);
  });

  it('turns a loader that throws into a rejection', async () => {
    await expect(
      loadChunk(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('loads again on retry (a new call starts a new timeout)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce('ok');
    const first = loadChunk(load, { timeoutMs: 1_000 });
    const firstOutcome = first.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await firstOutcome).toBeInstanceOf(ChunkTimeoutError);
    await expect(loadChunk(load, { timeoutMs: 1_000 })).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells page-code failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('createNavigationWatch', () => {
  it('reports a navigation still loading after 120 s', async () => {
    const onStall = vi.fn();
    const watch = createNavigationWatch(onStall);
    watch('nav-1');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(onStall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onStall).toHaveBeenCalledWith('nav-1');
  });

  it('disarms when the navigation ends or another one starts', async () => {
    const onStall = vi.fn();
    const watch = createNavigationWatch(onStall);
    watch('nav-1');
    await vi.advanceTimersByTimeAsync(60_000);
    watch(null);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(onStall).not.toHaveBeenCalled();

    watch('nav-2');
    await vi.advanceTimersByTimeAsync(100_000);
    watch('nav-3');
    await vi.advanceTimersByTimeAsync(100_000);
    expect(onStall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onStall).toHaveBeenCalledTimes(1);
    expect(onStall).toHaveBeenCalledWith('nav-3');
  });

  it('does not restart the clock when told the same navigation again', async () => {
    const onStall = vi.fn();
    const watch = createNavigationWatch(onStall);
    watch('nav-1');
    await vi.advanceTimersByTimeAsync(90_000);
    watch('nav-1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });
});
