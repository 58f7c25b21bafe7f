import { useCallback, useEffect, useState } from 'react';
import { loadChunk } from './site-chunks';

/** State of on-demand code: not asked for, loading, here, or failed (including the 120 s timeout). */
export type ChunkState<T> =
  | { status: 'idle' | 'loading'; module: null; error: null }
  | { status: 'loaded'; module: T; error: null }
  | { status: 'failed'; module: null; error: unknown };

/**
 * Loads on-demand code once `isWanted` is true, through `loadChunk` (120 s
 * timeout), and offers `retry` after a failure.
 *
 * @example
 * const { status, module, retry } = useChunk(() => import('./SiteConsent'), isOpen);
 */
export function useChunk<T>(load: () => Promise<T>, isWanted: boolean): ChunkState<T> & { retry(): void } {
  const [state, setState] = useState<ChunkState<T>>({ status: 'idle', module: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // The loader is a fresh arrow on each render; the first one is enough.
  const [loader] = useState(() => load);

  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    setState({ status: 'loading', module: null, error: null });
    loadChunk(loader).then(
      (module) => isCurrent && setState({ status: 'loaded', module, error: null }),
      (error: unknown) => isCurrent && setState({ status: 'failed', module: null, error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, loader, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
