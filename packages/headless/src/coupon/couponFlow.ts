import type { Cart } from '../contract';
import type { StoreClient } from '../client/client.types';
import { toStoreApiError } from '../client/StoreApiError';
import type { EventBus } from '../events/events.types';
import {
  COUPONS_PATH,
  COUPON_EVENTS,
  DEFAULT_COUPON_POSITION,
  couponApplyBody,
  couponErrorMessage,
  couponRemovePath,
  isCouponRejection,
} from './coupon';
import type {
  CouponAfterApplyPayload,
  CouponApplyEventPayload,
  CouponApplyInput,
  CouponApplyResult,
  CouponApplyTrackPayload,
  CouponFailedApplyPayload,
  CouponFinallyPayload,
  CouponRemoveInput,
  CouponRemoveResult,
  CouponState,
  CouponStatus,
} from './coupon.types';

/** What a coupon call needs from its surroundings; the hook passes the provider's current ones on every call. */
export interface CouponFlowDeps {
  client: Pick<StoreClient, 'request'>;
  events: EventBus;
  /** The cart shown now (its hash is sent). */
  getCart(): Cart | null;
  /** Shows the cart the server answered with. */
  showCart(cart: Cart): void;
}

/** The coupon apply/remove flow of one storefront (plain TypeScript; `useCoupon` is a thin layer over it). */
export interface CouponFlow {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CouponState;
  /** Applies a code; refused with outcome `busy` while another apply runs. */
  apply(deps: CouponFlowDeps, input: CouponApplyInput): Promise<CouponApplyResult>;
  /** Removes a code from the cart. */
  remove(deps: CouponFlowDeps, input: CouponRemoveInput): Promise<CouponRemoveResult>;
  /** `true` the first time it is called for a code (ignoring case): the cookie code is auto-applied at most once. */
  claimAutoApply(code: string): boolean;
  clearError(): void;
}

/** The state before any coupon call. */
export const INITIAL_COUPON_STATE: CouponState = { status: 'idle', error: null };

/**
 * Creates the coupon flow. Rules it keeps (spec 4, 8):
 * - One apply at a time: an apply while another runs is refused (`busy`) and sends nothing.
 * - Events in order: `coupon:before-apply`, then `coupon:after-apply` or
 *   `coupon:failed-apply`, then `coupon:finally` and the analytics event `track:coupon_apply`.
 * - A 422 resolves as `rejected` with `errors.code[0]` (else the message) as the text to
 *   show; any other failure is rethrown. (Error tracking is the provider's: it reports
 *   failed store API calls except coupon 422s, so the flow reports nothing itself.)
 *
 * @example
 * const flow = createCouponFlow();
 * const result = await flow.apply(deps, { code: 'SUMMER10' });
 * if (result.outcome === 'rejected') showToast(result.message);
 */
export function createCouponFlow(): CouponFlow {
  let isApplying = false;
  let removalsInFlight = 0;
  let error: string | null = null;
  let state = INITIAL_COUPON_STATE;
  const claimedCodes = new Set<string>();
  const listeners = new Set<() => void>();

  function publishState(): void {
    const status: CouponStatus = isApplying ? 'applying' : removalsInFlight > 0 ? 'removing' : 'idle';
    if (state.status === status && state.error === error) return;
    state = { status, error };
    for (const listener of listeners) listener();
  }

  async function apply(deps: CouponFlowDeps, input: CouponApplyInput): Promise<CouponApplyResult> {
    const code = input.code.trim();
    if (isApplying) return { outcome: 'busy', code };
    isApplying = true;
    error = null;
    publishState();

    const event: CouponApplyEventPayload = {
      code,
      position: input.position ?? DEFAULT_COUPON_POSITION,
      isAutoApply: input.isAutoApply ?? false,
    };
    let isSuccess = false;
    deps.events.publish<CouponApplyEventPayload>(COUPON_EVENTS.beforeApply, event);
    try {
      const cart = await deps.client.request<Cart>('POST', COUPONS_PATH, {
        body: couponApplyBody(deps.getCart(), { ...input, code }),
      });
      isSuccess = true;
      deps.showCart(cart);
      deps.events.publish<CouponAfterApplyPayload>(COUPON_EVENTS.afterApply, { ...event, cart });
      return { outcome: 'applied', code, cart };
    } catch (caught) {
      const failure = toStoreApiError(caught);
      error = couponErrorMessage(failure);
      deps.events.publish<CouponFailedApplyPayload>(COUPON_EVENTS.failedApply, {
        ...event,
        message: error,
        status: failure.status,
        errorCode: failure.code,
      });
      if (isCouponRejection(failure)) return { outcome: 'rejected', code, message: error, error: failure };
      throw failure;
    } finally {
      isApplying = false;
      publishState();
      deps.events.publish<CouponFinallyPayload>(COUPON_EVENTS.finally, { ...event, isSuccess });
      deps.events.publish<CouponApplyTrackPayload>(COUPON_EVENTS.track, { code, isSuccess });
    }
  }

  async function remove(deps: CouponFlowDeps, input: CouponRemoveInput): Promise<CouponRemoveResult> {
    const { code } = input;
    removalsInFlight += 1;
    error = null;
    publishState();
    try {
      const cart = await deps.client.request<Cart>('DELETE', couponRemovePath(code), {
        query: { cart_hash: deps.getCart()?.hash ?? undefined, utm_medium: input.utmMedium ?? '' },
      });
      deps.showCart(cart);
      return { outcome: 'removed', code, cart };
    } catch (caught) {
      const failure = toStoreApiError(caught);
      error = couponErrorMessage(failure);
      if (isCouponRejection(failure)) return { outcome: 'rejected', code, message: error, error: failure };
      throw failure;
    } finally {
      removalsInFlight -= 1;
      publishState();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    apply,
    remove,
    claimAutoApply(code) {
      const key = code.trim().toLowerCase();
      if (claimedCodes.has(key)) return false;
      claimedCodes.add(key);
      return true;
    },
    clearError() {
      error = null;
      publishState();
    },
  };
}
