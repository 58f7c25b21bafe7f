import { useEffect, useMemo, useRef, useState } from 'react';
import { loadOrCreateVisitorId, readBrowserEnvironment, readStoredVisitorId, scheduleWhenIdle } from './visitor';
import type { IdleScheduler, VisitorEnvironment } from './visitor.types';

/** Options of `useVisitorId`; all injectable for tests, the browser's own used when not given. */
export interface UseVisitorIdOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  environment?: VisitorEnvironment;
  scheduler?: IdleScheduler;
}

/** What `useVisitorId` returns. */
export interface UseVisitorIdResult {
  /** The browser's visitor id; `null` on the server and until it is made. */
  visitorId: string | null;
  /** `true` once `visitorId` is known. */
  isReady: boolean;
}

function browserScheduler(): IdleScheduler {
  const host = window as Window & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  return {
    requestIdleCallback: host.requestIdleCallback
      ? (callback, options) => host.requestIdleCallback!(callback, options)
      : undefined,
    cancelIdleCallback: host.cancelIdleCallback ? (handle) => host.cancelIdleCallback!(handle) : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A stable id for this browser (spec 4): a hash of non-personal browser
 * signals, made when the browser is idle (or after 500 ms without
 * `requestIdleCallback`) so it never slows the first paint, then kept in
 * local storage. A stored id is used at once. `null` on the server.
 *
 * @example
 * function ReviewForm() {
 *   const { visitorId } = useVisitorId();
 *   return <input type="hidden" name="visitor_id" value={visitorId ?? ''} />;
 * }
 */
export function useVisitorId(options: UseVisitorIdOptions = {}): UseVisitorIdResult {
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const initialOptions = useRef(options);

  useEffect(() => {
    const { storage: given, environment, scheduler } = initialOptions.current;
    const storage = given === undefined ? browserStorage() : given;
    const stored = readStoredVisitorId(storage);
    if (stored) {
      setVisitorId(stored);
      return;
    }
    return scheduleWhenIdle(
      () => setVisitorId(loadOrCreateVisitorId(storage, environment ?? readBrowserEnvironment())),
      scheduler ?? browserScheduler(),
    );
  }, []);

  return useMemo(() => ({ visitorId, isReady: visitorId !== null }), [visitorId]);
}
