import {
  COUPON_EVENTS,
  useCart,
  useStoreEvents,
  type CouponAfterApplyPayload,
  type CouponFailedApplyPayload,
  type StoreApiError,
} from '@vitrine/headless';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastItem } from './Toast';
import { DEFAULT_TOAST_LABELS, type ToastLabels } from './labels';

/** What to toast besides the cart's messages. */
export interface StoreToastOptions {
  /** Failed cart calls (`useCart().error`), 504 worded as the timeout label. Default `true`. */
  cartErrors?: boolean;
  /** Coupon applied / failed events from the bus. Default `true`; turn off where the coupon form shows them inline. */
  couponEvents?: boolean;
  labels?: Partial<ToastLabels>;
}

/** Text for a failed call: a 504 gets the timeout label (spec 8), anything else the error's own message. */
export function errorToastMessage(
  error: Pick<StoreApiError, 'status' | 'code' | 'message'>,
  labels: Pick<ToastLabels, 'timeout'>,
): string {
  return error.status === 504 || error.code === 'GATEWAY_TIMEOUT' ? labels.timeout : error.message;
}

/**
 * Turns what the headless hooks produce into toasts: every new cart message
 * (notices as warnings, errors, successes; spec 8), every new cart error, and
 * coupon apply outcomes published on the provider's event bus.
 *
 * Messages are tracked by id rather than cleared, so other components still
 * see them in `useCart().messages`.
 */
export function useStoreToasts({ cartErrors = true, couponEvents = true, labels }: StoreToastOptions = {}) {
  const { messages, error } = useCart();
  const events = useStoreEvents();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const lastMessageId = useRef(0);
  const text = { ...DEFAULT_TOAST_LABELS, ...labels };
  const textRef = useRef(text);
  textRef.current = text;

  const push = useCallback((toast: ToastItem) => setToasts((list) => [...list, toast]), []);
  const dismiss = useCallback((id: ToastItem['id']) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => {
    const fresh = messages.filter((m) => m.id > lastMessageId.current);
    if (fresh.length === 0) return;
    lastMessageId.current = fresh[fresh.length - 1]!.id;
    setToasts((list) => [...list, ...fresh.map((m) => ({ id: `message-${m.id}`, type: m.type, message: m.message }))]);
  }, [messages]);

  useEffect(() => {
    if (!cartErrors || !error) return;
    push({ id: `error-${Date.now()}`, type: 'error', message: errorToastMessage(error, textRef.current) });
  }, [cartErrors, error, push]);

  useEffect(() => {
    if (!couponEvents) return;
    const offApplied = events.subscribe(COUPON_EVENTS.afterApply, ({ payload, seq }) => {
      const { code } = payload as CouponAfterApplyPayload;
      push({ id: `coupon-${seq}`, type: 'success', message: textRef.current.couponApplied(code) });
    });
    const offFailed = events.subscribe(COUPON_EVENTS.failedApply, ({ payload, seq }) => {
      const failure = payload as CouponFailedApplyPayload;
      push({
        id: `coupon-${seq}`,
        type: 'error',
        message: failure.status === 504 ? textRef.current.timeout : failure.message,
      });
    });
    return () => {
      offApplied();
      offFailed();
    };
  }, [couponEvents, events, push]);

  return { toasts, push, dismiss };
}
