import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CartStore } from '../cart/cart.types';
import type { StoreApiError } from '../client/StoreApiError';
import { useCustomer } from '../customer/useCustomer';
import { useCartStore, useStoreClient } from '../provider/StoreProvider';
import { isProductWished } from './wishlist';
import type { ProductId, WishlistStatus, WishlistToggleInput, WishlistToggleResult } from './wishlist.types';
import { type WishlistStore, createWishlistStore } from './wishlistStore';

/** One wish list per provider (keyed by its cart store): every wish button shares one list and one fetch. */
const stores = new WeakMap<CartStore, WishlistStore>();
function wishlistStoreFor(scope: CartStore, initialProductIds: readonly ProductId[] | null): WishlistStore {
  let store = stores.get(scope);
  if (!store) stores.set(scope, (store = createWishlistStore(initialProductIds)));
  return store;
}

const NO_PRODUCTS: readonly ProductId[] = [];

export interface UseWishlistOptions {
  /** Whether the shopper is signed in; defaults to `useCustomer().loginStatus`. */
  isSignedIn?: boolean;
  /** Called when a toggle needs a sign-in (not signed in, or a 401 answer), e.g. to open the login dialog. */
  onLoginRequired?: () => void;
  /** Wished ids the server rendered with; without them the list is fetched after mount. First caller wins. */
  initialProductIds?: readonly ProductId[] | null;
}

/** What `useWishlist` returns. */
export interface UseWishlistResult {
  /** Wished product ids (pending toggles applied); empty while signed out. */
  productIds: readonly ProductId[];
  count: number;
  isWished(productId: ProductId): boolean;
  /** `true` while a toggle of that product waits for the server. */
  isPending(productId: ProductId): boolean;
  status: WishlistStatus;
  isLoading: boolean;
  isLoaded: boolean;
  /** `true` after a toggle needed a sign-in; render the login dialog once, from this flag. */
  isLoginPromptOpen: boolean;
  closeLoginPrompt(): void;
  /** The last toggle's result, for a toast. */
  lastResult: WishlistToggleResult | null;
  error: StoreApiError | null;
  /** Adds or removes a product; resolves with `joined`, `removed`, `full` or `login-required`, rejects on other failures. */
  toggle(input: WishlistToggleInput | ProductId): Promise<WishlistToggleResult>;
  refresh(): Promise<void>;
}

/**
 * The shopper's wish list (spec 4, 6, 7, 8): the wished product ids
 * (`GET /wish_list/wished`, fetched once per storefront while signed in) and
 * an optimistic toggle. Signed out, a toggle opens the login prompt and sends
 * nothing; a 401 answer does the same.
 *
 * @example
 * function WishButton({ productId }: { productId: number }) {
 *   const { isWished, isPending, toggle } = useWishlist({ onLoginRequired: openLoginDialog });
 *   const isOn = isWished(productId);
 *   return (
 *     <button aria-pressed={isOn} data-state={isOn ? 'on' : 'off'} disabled={isPending(productId)}
 *       onClick={async () => {
 *         const { outcome } = await toggle(productId);
 *         if (outcome === 'full') toast('Your wish list is full');
 *       }}>
 *       ♥
 *     </button>
 *   );
 * }
 */
export function useWishlist(options: UseWishlistOptions = {}): UseWishlistResult {
  const client = useStoreClient();
  const { loginStatus } = useCustomer();
  const isSignedIn = options.isSignedIn ?? loginStatus;
  const store = wishlistStoreFor(useCartStore(), options.initialProductIds ?? null);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getInitialSnapshot);
  const onLoginRequired = useRef(options.onLoginRequired);
  useEffect(() => {
    onLoginRequired.current = options.onLoginRequired;
  });

  useEffect(() => {
    if (isSignedIn) void store.load(client);
    else store.clear();
  }, [store, client, isSignedIn]);

  const toggle = useCallback(
    async (input: WishlistToggleInput | ProductId) => {
      const result = await store.toggle(client, typeof input === 'object' ? input : { productId: input }, isSignedIn);
      if (result.outcome === 'login-required') onLoginRequired.current?.();
      return result;
    },
    [store, client, isSignedIn],
  );
  const refresh = useCallback(() => store.refresh(client), [store, client]);

  const productIds = isSignedIn ? state.productIds : NO_PRODUCTS;
  const { pendingIds } = state;
  const isWished = useCallback((productId: ProductId) => isProductWished(productIds, productId), [productIds]);
  const isPending = useCallback((productId: ProductId) => pendingIds.includes(String(productId)), [pendingIds]);

  return useMemo(
    () => ({
      productIds,
      count: productIds.length,
      isWished,
      isPending,
      status: state.status,
      isLoading: state.status === 'loading',
      isLoaded: state.isLoaded,
      isLoginPromptOpen: state.isLoginPromptOpen,
      closeLoginPrompt: store.closeLoginPrompt,
      lastResult: state.lastResult,
      error: state.error,
      toggle,
      refresh,
    }),
    [productIds, isWished, isPending, state, store, toggle, refresh],
  );
}
