import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CartStore } from '../cart/cart.types';
import { useCartStore, useStoreClient, useStoreEvents } from '../provider/StoreProvider';
import { autoApplyCouponCode } from './coupon';
import type {
  CouponApplyResult,
  CouponInputVisibility,
  CouponRecord,
  CouponRemoveResult,
  CouponStatus,
  ShippingMethod,
} from './coupon.types';
import { type CouponFlow, type CouponFlowDeps, INITIAL_COUPON_STATE, createCouponFlow } from './couponFlow';
import { showServerCart } from './showServerCart';
import { loadCampaignMedium } from '../tracking/adClickIds';

/** One coupon flow per provider (keyed by its cart store), so "one apply at a time" holds across components. */
const flows = new WeakMap<CartStore, CouponFlow>();
function couponFlowFor(store: CartStore): CouponFlow {
  let flow = flows.get(store);
  if (!flow) flows.set(store, (flow = createCouponFlow()));
  return flow;
}

const readDocumentCookies = () => document.cookie;
const readViewportWidth = () => window.innerWidth;
/** The browser's session storage, or `null` where there is none (or it refuses access). */
function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
const getServerState = () => INITIAL_COUPON_STATE;

export interface UseCouponOptions {
  /** Where this coupon input sits, sent as `position`; defaults to `cart`. */
  position?: string;
  /**
   * Campaign medium the visitor arrived from, sent as `utm_medium`; defaults to
   * the one kept for the visit from its landing address (`rememberCampaignMedium`).
   */
  utmMedium?: string;
  /**
   * The store option `cart_show_input_coupon` (spec 3). When given, the
   * discount code from the cookies is applied automatically where the rules
   * allow it (spec 5); without it, nothing is auto-applied.
   */
  couponInput?: CouponInputVisibility | null;
  /** Reads the cookie string; defaults to `document.cookie` (read in an effect only). */
  readCookies?: () => string;
  /** Reads the viewport width; defaults to `window.innerWidth` (read in an effect only). */
  getViewportWidth?: () => number;
}

/** What `useCoupon` returns. */
export interface UseCouponResult {
  /** The coupon on the shown cart, `null` when none. */
  couponRecord: CouponRecord | null;
  /** Its code, `null` when none. */
  appliedCode: string | null;
  /** The cart's shipping methods as the server priced them (a shipping-discount coupon already applied, the original in `regular_cost`). */
  shippingMethods: ShippingMethod[];
  status: CouponStatus;
  /** `true` while an apply runs; another apply is refused meanwhile (disable the button). */
  isApplying: boolean;
  /** `true` while a removal runs and no apply does (see `status`). */
  isRemoving: boolean;
  /** Text to show for the last failed apply or removal. */
  error: string | null;
  /** Applies a code; a 422 resolves as `rejected`, other failures reject with a `StoreApiError`. */
  apply(code: string): Promise<CouponApplyResult>;
  /** Removes a code (URL-encoded in the path); a 422 resolves as `rejected`. */
  remove(code: string): Promise<CouponRemoveResult>;
  clearError(): void;
}

/**
 * Applies and removes cart coupons, and auto-applies the discount code the
 * visitor arrived with. The cart the server answers with is shown through the
 * cart store. Events `coupon:before-apply` → `coupon:after-apply` |
 * `coupon:failed-apply` → `coupon:finally` and `track:coupon_apply` are
 * published on the store event bus (spec 4, 5, 7, 8).
 *
 * @example
 * function CouponForm({ options }: { options: StoreOptions }) {
 *   const { apply, isApplying, error, appliedCode, remove } = useCoupon({
 *     couponInput: options.base.cart_show_input_coupon,
 *   });
 *   const [code, setCode] = useState('');
 *   return appliedCode ? (
 *     <button onClick={() => remove(appliedCode)}>Remove {appliedCode}</button>
 *   ) : (
 *     <form onSubmit={(e) => { e.preventDefault(); void apply(code); }}>
 *       <input value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={error !== null} />
 *       <button disabled={isApplying}>Apply</button>
 *       {error && <p role="alert">{error}</p>}
 *     </form>
 *   );
 * }
 */
export function useCoupon(options: UseCouponOptions = {}): UseCouponResult {
  const client = useStoreClient();
  const events = useStoreEvents();
  const cartStore = useCartStore();
  const flow = couponFlowFor(cartStore);
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, getServerState);
  const { cart } = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getInitialSnapshot);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options; // runs before the auto-apply effect below, which reads it
  });

  const deps = useMemo<CouponFlowDeps>(
    () => ({
      client,
      events,
      getCart: () => cartStore.getSnapshot().cart,
      // A failed refetch is reported by the provider and shown as the cart's error.
      showCart: (next) => showServerCart(cartStore, next, () => undefined),
    }),
    [client, events, cartStore],
  );
  const { position, utmMedium } = options;
  // Read when the shopper acts, not while rendering: the server has no session storage.
  const medium = useCallback(() => utmMedium ?? loadCampaignMedium(sessionStorageOrNull()), [utmMedium]);
  const apply = useCallback(
    (code: string) => flow.apply(deps, { code, position, utmMedium: medium() }),
    [flow, deps, position, medium],
  );
  const remove = useCallback((code: string) => flow.remove(deps, { code, utmMedium: medium() }), [flow, deps, medium]);

  const mobileFlag = options.couponInput?.mobile;
  const desktopFlag = options.couponInput?.desktop;
  useEffect(() => {
    const {
      couponInput,
      readCookies = readDocumentCookies,
      getViewportWidth = readViewportWidth,
    } = latestOptions.current;
    if (!couponInput || flow.getSnapshot().status === 'applying') return; // re-checked when that apply changes the cart
    const code = autoApplyCouponCode({
      cookieHeader: readCookies(),
      cart,
      viewportWidth: getViewportWidth(),
      couponInput,
    });
    if (code === null || !flow.claimAutoApply(code)) return;
    flow
      .apply(deps, {
        code,
        position: latestOptions.current.position,
        utmMedium: latestOptions.current.utmMedium ?? loadCampaignMedium(sessionStorageOrNull()),
        isAutoApply: true,
      })
      .catch(() => undefined); // the provider reports it; nobody is waiting on an automatic apply
  }, [cart, mobileFlag, desktopFlag, flow, deps]);

  const shippingMethods = useMemo(() => cart?.shipping.methods ?? [], [cart]);
  const couponRecord = cart?.coupon_record ?? null;
  return useMemo(
    () => ({
      couponRecord,
      appliedCode: couponRecord?.code ?? null,
      shippingMethods,
      status: state.status,
      isApplying: state.status === 'applying',
      isRemoving: state.status === 'removing',
      error: state.error,
      apply,
      remove,
      clearError: flow.clearError,
    }),
    [couponRecord, shippingMethods, state, apply, remove, flow],
  );
}
