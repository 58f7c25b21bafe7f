import { useEffect } from 'react';
import { beginCheckoutFromCart, useStoreEvents, useTracking } from '@vitrine/headless';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { useT } from '@vitrine/i18n';

/** Key in session storage that marks a cart's checkout as started, so begin_checkout is sent once per cart. */
const BEGIN_CHECKOUT_KEY = 'vitrine:begin-checkout:';

/** Publishes `begin_checkout` the first time this cart's checkout opens (GA4, Meta, TikTok adapters listen). */
export function useBeginCheckout(cart: PricedCartJson) {
  const events = useStoreEvents();
  useEffect(() => {
    if (!cart.hash) return;
    try {
      if (sessionStorage.getItem(BEGIN_CHECKOUT_KEY + cart.hash)) return;
      sessionStorage.setItem(BEGIN_CHECKOUT_KEY + cart.hash, '1');
    } catch {
      // No session storage (privacy mode): publish anyway, a repeat is better than a gap.
    }
    const event = beginCheckoutFromCart(cart);
    events.publish(event.name, event.payload);
  }, [cart, events]);
}

/** A refused checkout as the tracking bus takes it. */
export interface TrackedFailure {
  status: number;
  code: string;
  message: string;
}

/** Reports a refused checkout on the tracking bus (spec 8: checkout failure, and order-create-failed for a 4xx or 5xx). */
export function useCheckoutFailureTracking(failure: TrackedFailure | null | undefined, step: string) {
  const { t, has } = useT();
  const { trackCheckoutFailure } = useTracking({ translate: (key) => (has(key) ? t(key as never) : null) });
  useEffect(() => {
    if (!failure) return;
    trackCheckoutFailure({
      status: failure.status,
      code: failure.code,
      message: failure.code,
      step,
      details: { message: failure.message },
    });
  }, [failure, step, trackCheckoutFailure]);
}
