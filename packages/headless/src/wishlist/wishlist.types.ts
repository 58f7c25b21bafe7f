import type { StoreApiError } from '../client/StoreApiError';

/** A product id as the store sends it. */
export type ProductId = number | string;

/** How a toggle ended (spec 4): added, removed, or refused because the list is full. */
export type WishlistOutcome = 'joined' | 'removed' | 'full';

/**
 * What a toggle resolves with: one of the spec's outcomes, or
 * `login-required` when the shopper is not signed in (or the server answered
 * 401) and the login prompt opened instead.
 */
export interface WishlistToggleResult {
  outcome: WishlistOutcome | 'login-required';
  productId: ProductId;
}

/** What to toggle. */
export interface WishlistToggleInput {
  productId: ProductId;
  variantId?: ProductId;
  /** Sent as the `is_no_stock` query flag: the product is out of stock where the button is. */
  isNoStock?: boolean;
  /** Sent as the `is_ar` query flag, as the spec names it. */
  isAr?: boolean;
}

/** Body of `POST` and `DELETE /wish_list/wishing` (spec 7). */
export interface WishingBody {
  product_id: ProductId;
  variant_id?: ProductId;
}

/** Answer of `GET /wish_list/wished` and of both `/wish_list/wishing` calls (spec 7). */
export interface WishedResponse {
  data: { product_ids: ProductId[] };
}

/** `loading` while the list is being fetched, `error` after the last call failed, else `idle`. */
export type WishlistStatus = 'idle' | 'loading' | 'error';

/** One snapshot of the wish list store; a new object on every change. */
export interface WishlistState {
  /** The wished product ids to show: the server's list with pending toggles applied. */
  productIds: readonly ProductId[];
  status: WishlistStatus;
  /** Products (as strings) with a toggle waiting for the server. */
  pendingIds: readonly string[];
  /** `true` once the list was fetched or handed in. */
  isLoaded: boolean;
  /** `true` after a toggle needed a sign-in, until `closeLoginPrompt`. */
  isLoginPromptOpen: boolean;
  /** The last toggle's result, for a toast ("Added", "Your wish list is full"). */
  lastResult: WishlistToggleResult | null;
  error: StoreApiError | null;
}
