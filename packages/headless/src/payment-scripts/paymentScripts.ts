import type {
  PaymentScriptFailedPayload,
  PaymentScriptStatus,
  PaymentScriptsSnapshot,
  TrackedPaymentScript,
  WatchPaymentScriptsOptions,
} from './paymentScripts.types';

/** How often payment-provider scripts are checked until all have loaded or failed (spec 4, 9: 1 s). */
export const PAYMENT_SCRIPT_POLL_MS = 1000;
/** Event published when a payment-provider script fails to load (spec 8). */
export const PAYMENT_SCRIPT_FAILED_EVENT = 'paypal-load-failed';
/** The `reason` of that event (spec 8). */
export const PAYMENT_SCRIPT_FAILED_REASON = 'load_failed';

/**
 * The status of every watched script, which failed, and whether all are done.
 *
 * @example
 * checkPaymentScripts([{ source: 'paypal', getStatus: () => 'failed' }]);
 * // { statuses: { paypal: 'failed' }, failedSources: ['paypal'], isSettled: true }
 */
export function checkPaymentScripts(scripts: readonly TrackedPaymentScript[]): PaymentScriptsSnapshot {
  const statuses: Record<string, PaymentScriptStatus> = {};
  for (const script of scripts) statuses[script.source] = script.getStatus();
  const values = Object.values(statuses);
  return {
    statuses,
    failedSources: scripts.map((script) => script.source).filter((source) => statuses[source] === 'failed'),
    isSettled: values.every((status) => status !== 'loading'),
  };
}

/**
 * The payload of the failure event (spec 8).
 *
 * @example
 * paymentScriptFailedPayload('https://www.paypal.com/sdk/js'); // { reason: 'load_failed', source: 'https://www.paypal.com/sdk/js' }
 */
export function paymentScriptFailedPayload(source: string): PaymentScriptFailedPayload {
  return { reason: PAYMENT_SCRIPT_FAILED_REASON, source };
}

/**
 * Checks the scripts now, then every second until each reports loaded or
 * failed (spec 4). Each failure is reported once. Returns a stop function.
 *
 * @example
 * const stop = watchPaymentScripts({
 *   scripts: [trackScriptElement(paypalScript)],
 *   onFailure: (source) => bus.publish(PAYMENT_SCRIPT_FAILED_EVENT, paymentScriptFailedPayload(source)),
 * });
 */
export function watchPaymentScripts(options: WatchPaymentScriptsOptions): () => void {
  const setTimer = options.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const clearTimer =
    options.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  const reported = new Set<string>();
  let handle: unknown = null;
  let isStopped = false;

  const stop = () => {
    isStopped = true;
    if (handle !== null) clearTimer(handle);
    handle = null;
  };

  const poll = () => {
    if (isStopped) return;
    const snapshot = checkPaymentScripts(options.scripts);
    for (const source of snapshot.failedSources) {
      if (reported.has(source)) continue;
      reported.add(source);
      options.onFailure(source);
    }
    options.onChange?.(snapshot);
    if (snapshot.isSettled) stop();
  };

  poll();
  if (!isStopped) handle = setTimer(poll, options.intervalMs ?? PAYMENT_SCRIPT_POLL_MS);
  return stop;
}

/**
 * Watches a `<script>` element: `failed` after its error event, `loaded`
 * after its load event or once `isLoaded()` says so (for a script that
 * finished before hydration, e.g. `() => 'paypal' in window`). Call it in an
 * effect, never at import time.
 *
 * @example
 * const script = document.querySelector<HTMLScriptElement>('script[data-provider="paypal"]');
 * const tracked = script ? trackScriptElement(script, { isLoaded: () => 'paypal' in window }) : null;
 */
export function trackScriptElement(
  script: Pick<HTMLScriptElement, 'src' | 'addEventListener'>,
  options: { source?: string; isLoaded?: () => boolean } = {},
): TrackedPaymentScript {
  let status: PaymentScriptStatus = 'loading';
  script.addEventListener('load', () => {
    if (status === 'loading') status = 'loaded';
  });
  script.addEventListener('error', () => {
    status = 'failed';
  });
  return {
    source: options.source ?? script.src,
    getStatus: () => (status === 'loading' && options.isLoaded?.() ? 'loaded' : status),
  };
}
