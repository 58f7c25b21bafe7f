import type { StoreClient } from '../client/client.types';
import { type StoreApiError, toStoreApiError } from '../client/StoreApiError';
import {
  WISHED_PATH,
  isLoginRequiredError,
  isProductWished,
  isWishlistFullError,
  toggleOutcome,
  wishingRequest,
  withWished,
} from './wishlist';
import type {
  ProductId,
  WishedResponse,
  WishlistState,
  WishlistToggleInput,
  WishlistToggleResult,
} from './wishlist.types';

type RequestClient = Pick<StoreClient, 'request'>;

/** A toggle shown before the server has answered. */
interface PendingToggle {
  readonly seq: number;
  readonly productId: ProductId;
  readonly isWished: boolean;
}

/** Holds the wished product ids of one storefront outside React (subscribe/getSnapshot for `useSyncExternalStore`). */
export interface WishlistStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WishlistState;
  /** The state the store was created with: the server snapshot, so hydration matches SSR. */
  getInitialSnapshot(): WishlistState;
  /** Fetches the list unless it is loaded or loading (concurrent calls share one request). */
  load(client: RequestClient): Promise<void>;
  /** Fetches the list again. */
  refresh(client: RequestClient): Promise<void>;
  /** Adds or removes a product (see `createWishlistStore`). */
  toggle(client: RequestClient, input: WishlistToggleInput, isSignedIn: boolean): Promise<WishlistToggleResult>;
  closeLoginPrompt(): void;
  /** Forgets the list (sign-out); answers still on their way are dropped. */
  clear(): void;
}

/**
 * Creates the wish list store. Rules it keeps (spec 4, 6, 8):
 * - A toggle removes a wished product (`DELETE`) and adds any other (`POST`); it shows at
 *   once and is rolled back when the call fails.
 * - Not signed in: the login prompt opens and no request is made; a 401 answer opens it too.
 * - Outcomes `joined`, `removed`, or `full` when the server refuses with `WISHLIST_FULL`;
 *   neither `full` nor a login prompt is an error. Other failures go into `error` and reject.
 * - Racing calls end on the latest answer; a list fetch is dropped if a toggle overlapped it.
 *
 * @example
 * const store = createWishlistStore(null);
 * await store.load(client);
 * const { outcome } = await store.toggle(client, { productId: 40 }, true); // "joined"
 */
export function createWishlistStore(initialProductIds: readonly ProductId[] | null): WishlistStore {
  let serverIds: readonly ProductId[] = initialProductIds ?? [];
  let isLoaded = initialProductIds !== null;
  let issuedSeq = 0;
  let appliedSeq = 0;
  let lastToggleSeq = 0;
  let togglesInFlight = 0;
  let loadsInFlight = 0;
  let inFlightLoad: Promise<void> | null = null;
  let pending: readonly PendingToggle[] = [];
  let isLoginPromptOpen = false;
  let lastResult: WishlistToggleResult | null = null;
  let error: StoreApiError | null = null;

  const initialState: WishlistState = {
    productIds: serverIds,
    status: 'idle',
    pendingIds: [],
    isLoaded,
    isLoginPromptOpen,
    lastResult,
    error,
  };
  let state = initialState;
  const listeners = new Set<() => void>();

  function publish(): void {
    let productIds = serverIds;
    for (const toggle of pending) productIds = withWished(productIds, toggle.productId, toggle.isWished);
    state = {
      productIds,
      status: loadsInFlight > 0 ? 'loading' : error ? 'error' : 'idle',
      pendingIds: [...new Set(pending.map((toggle) => String(toggle.productId)))],
      isLoaded,
      isLoginPromptOpen,
      lastResult,
      error,
    };
    for (const listener of listeners) listener();
  }

  /** Takes an answer unless one to a later call is already shown. */
  function take(seq: number, ids: readonly ProductId[]): void {
    if (seq <= appliedSeq) return;
    serverIds = ids;
    appliedSeq = seq;
    isLoaded = true;
  }

  function fetchList(client: RequestClient): Promise<void> {
    const seq = ++issuedSeq;
    const startedWithTogglePending = togglesInFlight > 0;
    loadsInFlight += 1;
    error = null;
    publish();
    const loading = client
      .request<WishedResponse>('GET', WISHED_PATH)
      .then(
        (answer) => {
          // A toggle's answer carries the whole list and is newer: trust it.
          const ids = answer?.data?.product_ids;
          const isOverlapped = startedWithTogglePending || togglesInFlight > 0 || lastToggleSeq > seq;
          if (!isOverlapped && Array.isArray(ids)) take(seq, ids);
        },
        (caught: unknown) => {
          const failure = toStoreApiError(caught);
          // Signed out on the server: nothing to show, and no prompt the shopper did not ask for.
          if (!isLoginRequiredError(failure) && seq > appliedSeq) error = failure;
        },
      )
      .finally(() => {
        loadsInFlight -= 1;
        if (inFlightLoad === loading) inFlightLoad = null;
        publish();
      });
    inFlightLoad = loading;
    return loading;
  }

  async function toggle(
    client: RequestClient,
    input: WishlistToggleInput,
    isSignedIn: boolean,
  ): Promise<WishlistToggleResult> {
    const { productId } = input;
    if (!isSignedIn) {
      isLoginPromptOpen = true;
      lastResult = { outcome: 'login-required', productId };
      publish();
      return lastResult;
    }
    const wasWished = isProductWished(state.productIds, productId);
    const seq = ++issuedSeq;
    lastToggleSeq = seq;
    const change: PendingToggle = { seq, productId, isWished: !wasWished };
    pending = [...pending, change];
    togglesInFlight += 1;
    error = null;
    publish();

    const request = wishingRequest(input, wasWished);
    let result: WishlistToggleResult | null = null;
    try {
      const answer = await client.request<WishedResponse>(request.method, request.path, {
        body: request.body,
        query: request.query,
      });
      const ids = answer?.data?.product_ids;
      take(seq, Array.isArray(ids) ? ids : withWished(serverIds, productId, !wasWished));
      result = { outcome: toggleOutcome(wasWished), productId };
      return result;
    } catch (caught) {
      const failure = toStoreApiError(caught);
      if (isLoginRequiredError(failure)) {
        isLoginPromptOpen = true;
        result = { outcome: 'login-required', productId };
        return result;
      }
      if (isWishlistFullError(failure)) {
        result = { outcome: 'full', productId };
        return result;
      }
      error = failure;
      throw failure;
    } finally {
      togglesInFlight -= 1;
      pending = pending.filter((p) => p !== change);
      if (result) lastResult = result;
      publish();
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
    getInitialSnapshot: () => initialState,
    load(client) {
      if (inFlightLoad) return inFlightLoad;
      if (isLoaded) return Promise.resolve();
      return fetchList(client);
    },
    refresh: (client) => fetchList(client),
    toggle,
    closeLoginPrompt() {
      if (!isLoginPromptOpen) return;
      isLoginPromptOpen = false;
      publish();
    },
    clear() {
      if (!isLoaded && serverIds.length === 0 && pending.length === 0) return;
      appliedSeq = ++issuedSeq; // answers to calls made before the sign-out are older than it
      lastToggleSeq = appliedSeq;
      inFlightLoad = null;
      serverIds = [];
      isLoaded = false;
      pending = [];
      lastResult = null;
      error = null;
      publish();
    },
  };
}
