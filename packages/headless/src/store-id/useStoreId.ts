import { useEffect, useMemo, useRef, useState } from 'react';
import { useReportError } from '../provider/StoreProvider';
import { STORE_ID_POLL_INTERVAL_MS, StoreIdMissingError, waitForStoreId } from './storeId';
import type { StoreIdGetter, StoreIdStatus } from './storeId.types';

/** What `useStoreId` returns. */
export interface UseStoreIdResult {
  /** The store id once found; `null` while waiting, when missing, and on the server. */
  storeId: string | null;
  status: StoreIdStatus;
  /** `true` after 5 looks found nothing (the error was reported). */
  isMissing: boolean;
}

/**
 * Waits for the store id that rewards and tracking scripts need (spec 8, 9):
 * looks for it after mount and every 200 ms, 5 looks in all; when none turns
 * up, a `StoreIdMissingError` goes to the provider's error reporter and
 * `status` becomes `missing`. The getter is only called in the browser.
 *
 * @example
 * function RewardsWidget() {
 *   const { storeId, status } = useStoreId(() => window.__STORE_OPTIONS__?.base.store_id);
 *   if (status !== 'ready') return null;
 *   return <Rewards storeId={storeId!} />;
 * }
 */
export function useStoreId(getStoreId: StoreIdGetter): UseStoreIdResult {
  const reportError = useReportError();
  const [state, setState] = useState<{ storeId: string | null; status: StoreIdStatus }>({
    storeId: null,
    status: 'waiting',
  });
  const latest = useRef({ getStoreId, reportError });
  useEffect(() => {
    latest.current = { getStoreId, reportError };
  });

  useEffect(
    () =>
      waitForStoreId({
        getStoreId: () => latest.current.getStoreId(),
        onFound: (storeId) => setState({ storeId, status: 'ready' }),
        onMissing: (attempts) => {
          setState({ storeId: null, status: 'missing' });
          latest.current.reportError(new StoreIdMissingError(attempts), {
            attempts,
            intervalMs: STORE_ID_POLL_INTERVAL_MS,
          });
        },
      }),
    [],
  );

  return useMemo(() => ({ ...state, isMissing: state.status === 'missing' }), [state]);
}
