import { useEffect, useRef, useState } from 'react';
import { useStoreEvents } from '../provider/StoreProvider';
import { PAYMENT_SCRIPT_FAILED_EVENT, paymentScriptFailedPayload, watchPaymentScripts } from './paymentScripts';
import type { PaymentScriptStatus, TrackedPaymentScript } from './paymentScripts.types';

/** Options of `usePaymentScripts`. */
export interface UsePaymentScriptsOptions {
  /**
   * The scripts to watch, asked for once after mount (so it may read the
   * DOM). To watch a different set, remount with a new `key`.
   */
  getScripts: () => readonly TrackedPaymentScript[];
  /** Poll interval; 1000 ms (spec 9) when not given. */
  intervalMs?: number;
}

/** What `usePaymentScripts` returns. */
export interface UsePaymentScriptsResult {
  /** Status per source; empty until the first check (and on the server). */
  statuses: Record<string, PaymentScriptStatus>;
  failedSources: string[];
  /** `true` while some script is still loading and polling goes on. */
  isChecking: boolean;
  /** `true` once every script reported loaded or failed. */
  isSettled: boolean;
}

const NOT_STARTED: UsePaymentScriptsResult = { statuses: {}, failedSources: [], isChecking: false, isSettled: false };

/**
 * Watches payment-provider scripts (spec 4): checks after mount and every
 * second until every one reports loaded or failed. Each failure publishes
 * `paypal-load-failed` with `{ reason: 'load_failed', source }` on the
 * shopper-event bus (spec 8). Polling stops on unmount.
 *
 * @example
 * function PayPalButton() {
 *   const { statuses, isSettled } = usePaymentScripts({
 *     getScripts: () => {
 *       const script = document.querySelector<HTMLScriptElement>('#paypal-sdk');
 *       return script ? [trackScriptElement(script, { source: 'paypal', isLoaded: () => 'paypal' in window })] : [];
 *     },
 *   });
 *   if (statuses.paypal === 'failed') return <p>PayPal is unavailable, please choose another payment method.</p>;
 *   return <div data-state={isSettled ? 'ready' : 'loading'} id="paypal-buttons" />;
 * }
 */
export function usePaymentScripts(options: UsePaymentScriptsOptions): UsePaymentScriptsResult {
  const bus = useStoreEvents();
  const [state, setState] = useState<UsePaymentScriptsResult>(NOT_STARTED);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { intervalMs } = options;

  useEffect(() => {
    return watchPaymentScripts({
      scripts: latest.current.getScripts(),
      intervalMs,
      onFailure: (source) => bus.publish(PAYMENT_SCRIPT_FAILED_EVENT, paymentScriptFailedPayload(source)),
      onChange: (snapshot) =>
        setState((previous) => {
          const next = { ...snapshot, isChecking: !snapshot.isSettled };
          // Unchanged polls keep the same object, so a loading script does not re-render every second.
          return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
        }),
    });
  }, [bus, intervalMs]);

  return state;
}
