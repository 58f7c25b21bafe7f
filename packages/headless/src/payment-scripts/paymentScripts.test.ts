import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_SCRIPT_POLL_MS,
  checkPaymentScripts,
  paymentScriptFailedPayload,
  trackScriptElement,
  watchPaymentScripts,
} from './paymentScripts';
import type { PaymentScriptStatus, TrackedPaymentScript } from './paymentScripts.types';

function script(source: string, initial: PaymentScriptStatus = 'loading') {
  const state = { status: initial };
  const getStatus = vi.fn(() => state.status);
  const tracked: TrackedPaymentScript = { source, getStatus };
  return { tracked, state, getStatus };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('payment script watch', () => {
  it('polls every 1000 ms', () => {
    expect(PAYMENT_SCRIPT_POLL_MS).toBe(1000);
    const paypal = script('paypal');
    watchPaymentScripts({ scripts: [paypal.tracked], onFailure: vi.fn() });
    expect(paypal.getStatus).toHaveBeenCalledTimes(1); // checked at once
    vi.advanceTimersByTime(999);
    expect(paypal.getStatus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(paypal.getStatus).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(paypal.getStatus).toHaveBeenCalledTimes(4);
  });

  it('reports a failure at the next poll, once, and keeps polling for the others', () => {
    const paypal = script('https://www.paypal.com/sdk/js');
    const cards = script('cards');
    const onFailure = vi.fn();
    watchPaymentScripts({ scripts: [paypal.tracked, cards.tracked], onFailure });
    vi.advanceTimersByTime(500);
    paypal.state.status = 'failed';
    vi.advanceTimersByTime(499);
    expect(onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailure).toHaveBeenCalledWith('https://www.paypal.com/sdk/js');
    vi.advanceTimersByTime(3000);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(cards.getStatus).toHaveBeenCalledTimes(5);
  });

  it('stops once every script is loaded or failed', () => {
    const paypal = script('paypal');
    const cards = script('cards', 'failed');
    const onChange = vi.fn();
    watchPaymentScripts({ scripts: [paypal.tracked, cards.tracked], onFailure: vi.fn(), onChange });
    vi.advanceTimersByTime(1000);
    paypal.state.status = 'loaded';
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenLastCalledWith({
      statuses: { paypal: 'loaded', cards: 'failed' },
      failedSources: ['cards'],
      isSettled: true,
    });
    const calls = paypal.getStatus.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(paypal.getStatus).toHaveBeenCalledTimes(calls);
  });

  it('sets no timer when everything is already settled, and none for no scripts', () => {
    const loaded = script('paypal', 'loaded');
    watchPaymentScripts({ scripts: [loaded.tracked], onFailure: vi.fn() });
    watchPaymentScripts({ scripts: [], onFailure: vi.fn() });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when told to', () => {
    const paypal = script('paypal');
    const stop = watchPaymentScripts({ scripts: [paypal.tracked], onFailure: vi.fn() });
    stop();
    vi.advanceTimersByTime(5000);
    expect(paypal.getStatus).toHaveBeenCalledTimes(1);
  });

  it('builds the spec payload', () => {
    expect(paymentScriptFailedPayload('paypal')).toEqual({ reason: 'load_failed', source: 'paypal' });
    expect(checkPaymentScripts([]).isSettled).toBe(true);
  });
});

describe('trackScriptElement', () => {
  it('follows the load and error events of a script element', () => {
    const ok = document.createElement('script');
    ok.src = 'https://js.example/ok.js';
    const broken = document.createElement('script');
    const trackedOk = trackScriptElement(ok);
    const trackedBroken = trackScriptElement(broken, { source: 'broken' });
    expect(trackedOk.source).toBe('https://js.example/ok.js');
    expect(trackedOk.getStatus()).toBe('loading');
    ok.dispatchEvent(new Event('load'));
    broken.dispatchEvent(new Event('error'));
    expect(trackedOk.getStatus()).toBe('loaded');
    expect(trackedBroken.getStatus()).toBe('failed');
  });

  it('counts a script that loaded before watching through isLoaded', () => {
    let isReady = false;
    const tracked = trackScriptElement(document.createElement('script'), { source: 'paypal', isLoaded: () => isReady });
    expect(tracked.getStatus()).toBe('loading');
    isReady = true;
    expect(tracked.getStatus()).toBe('loaded');
  });
});
