/** Load state of one payment-provider script. */
export type PaymentScriptStatus = 'loading' | 'loaded' | 'failed';

/** A payment-provider script being watched (PayPal SDK, a card provider's fields ...). */
export interface TrackedPaymentScript {
  /** Its URL, or a name; sent as `source` in the failure event. */
  source: string;
  /** Asked on every poll. */
  getStatus(): PaymentScriptStatus;
}

/** Where the watched scripts stand. */
export interface PaymentScriptsSnapshot {
  statuses: Record<string, PaymentScriptStatus>;
  /** Sources that failed to load, in watch order. */
  failedSources: string[];
  /** Every script reported loaded or failed (polling stops). */
  isSettled: boolean;
}

/** Payload of the `paypal-load-failed` event (spec 8). */
export interface PaymentScriptFailedPayload {
  reason: 'load_failed';
  source: string;
}

/** Options of `watchPaymentScripts`. */
export interface WatchPaymentScriptsOptions {
  scripts: readonly TrackedPaymentScript[];
  /** Called once per script that failed. */
  onFailure(source: string): void;
  /** Called on every poll with the current snapshot (the last one is settled). */
  onChange?(snapshot: PaymentScriptsSnapshot): void;
  /** Poll interval; `PAYMENT_SCRIPT_POLL_MS` when not given. */
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}
