import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Cart } from '../contract';
import type { CartClient, StoreClient } from '../client/client.types';
import type { StoreApiError } from '../client/StoreApiError';
import type { CartStore } from '../cart/cart.types';
import type { CartSummaryStore } from '../cart/cartSummary.types';
import { createCartStore } from '../cart/cartStore';
import { createCartSummaryStore, summaryFromCart } from '../cart/cartSummary';
import { createEventBus } from '../events/bus';
import type { ErrorReporter, EventBus } from '../events/events.types';
import { useStoreBrowserEffects } from './useStoreBrowserEffects';

const StoreClientContext = createContext<StoreClient | null>(null);
const CartStoreContext = createContext<CartStore | null>(null);
const CartSummaryContext = createContext<CartSummaryStore | null>(null);
const EventsContext = createContext<EventBus | null>(null);
const ReportErrorContext = createContext<ErrorReporter | null>(null);

/** Used when no reporter is given: errors are only logged, never sent anywhere. */
const logError: ErrorReporter = (error, context) => {
  console.error('[vitrine]', error, context ?? '');
};

export interface StoreProviderProps {
  /** The store API client every hook below uses (hooks never import one themselves). */
  client: StoreClient;
  /**
   * The cart the server rendered with (from a route loader), or `null` when it
   * is not known. SSR and hydration render exactly this. When a later render
   * passes a different object (fresh loader data after navigation), it replaces
   * the shown cart unless a cart change is pending.
   */
  initialCart: Cart | null;
  /** The shopper-event bus hooks publish to (cart, coupon, tracking events); one is created when not given. */
  events?: EventBus;
  /**
   * Where errors worth tracking go (any error-tracking service); defaults to
   * `console.error`. Every failed call of `client` comes here, except those
   * `shouldReportError` leaves out (spec 8).
   */
  reportError?: ErrorReporter;
  /** Called when a cart refresh gave up after its 3 tries (spec 4 and 8). */
  onRefreshFailure?: (error: StoreApiError) => void;
  /**
   * Refetch the cart when the shopper goes back or forward (spec 4); on by
   * default. A failed refetch also publishes `cart:updated` with `false`.
   */
  refreshCartOnHistoryNavigation?: boolean;
  children?: ReactNode;
}

/** A cart client that always calls the provider's current client, so the cart store outlives a client swap. */
function forwardTo(latest: { readonly current: StoreClient }): CartClient {
  return {
    getCart: () => latest.current.getCart(),
    addToCart: (input) => latest.current.addToCart(input),
    addBatch: (input) => latest.current.addBatch(input),
    updateLine: (key, quantity) => latest.current.updateLine(key, quantity),
    removeLine: (key) => latest.current.removeLine(key),
    setNote: (note) => latest.current.setNote(note),
    setShippingAddress: (address) => latest.current.setShippingAddress(address),
    selectShipping: (methodId) => latest.current.selectShipping(methodId),
  };
}

/**
 * Gives the hooks below it a store API client and one cart store. Create the
 * client once (module scope is fine: it touches no browser global) and render
 * the provider once, near the root. The cart store lives as long as the
 * provider; when a different `client` is passed later (say, made for a new
 * locale), the cart store keeps its state and sends later calls through it.
 *
 * In the browser it also: saves the cart count and total to localStorage after
 * every cart the store takes (and for `initialCart` on mount), for
 * `useCartSummary` in this and other tabs; refetches the cart on back/forward
 * navigation; sends the client's failed calls to `reportError`. None of this
 * runs during a server render.
 *
 * @example
 * const client = createStoreClient();
 * export default function App() {
 *   const { cart } = useLoaderData<typeof loader>();
 *   return (
 *     <StoreProvider client={client} initialCart={cart}>
 *       <Outlet />
 *     </StoreProvider>
 *   );
 * }
 */
export function StoreProvider({
  client,
  initialCart,
  events,
  reportError,
  onRefreshFailure,
  refreshCartOnHistoryNavigation = true,
  children,
}: StoreProviderProps) {
  const latestClient = useRef(client);
  const [ownBus] = useState(() => events ?? createEventBus());
  const bus = events ?? ownBus;
  const latestBus = useRef(bus);
  const latestOnRefreshFailure = useRef(onRefreshFailure);
  const report = reportError ?? logError;
  const [summaryStore] = useState(() => createCartSummaryStore(initialCart ? summaryFromCart(initialCart) : null));
  const [cartStore] = useState(() =>
    createCartStore(initialCart, forwardTo(latestClient), {
      // Through refs: the store outlives the props it was created with.
      events: { publish: (name, payload) => latestBus.current.publish(name, payload) },
      onCartConfirmed: (cart) => summaryStore.save(summaryFromCart(cart)),
      onRefreshFailure: (error) => latestOnRefreshFailure.current?.(error),
    }),
  );
  const lastInitialCart = useRef(initialCart);

  useEffect(() => {
    latestClient.current = client;
    latestBus.current = bus;
    latestOnRefreshFailure.current = onRefreshFailure;
  }, [client, bus, onRefreshFailure]);

  useStoreBrowserEffects({
    client,
    cartStore,
    summaryStore,
    bus: latestBus,
    reportError: report,
    refreshCartOnHistoryNavigation,
  });

  useEffect(() => {
    if (lastInitialCart.current === initialCart) return;
    lastInitialCart.current = initialCart;
    cartStore.replaceCart(initialCart);
  }, [cartStore, initialCart]);

  return (
    <StoreClientContext.Provider value={client}>
      <EventsContext.Provider value={bus}>
        <ReportErrorContext.Provider value={report}>
          <CartStoreContext.Provider value={cartStore}>
            <CartSummaryContext.Provider value={summaryStore}>{children}</CartSummaryContext.Provider>
          </CartStoreContext.Provider>
        </ReportErrorContext.Provider>
      </EventsContext.Provider>
    </StoreClientContext.Provider>
  );
}

/**
 * The store API client of the nearest `StoreProvider`.
 *
 * @throws Error when there is no `StoreProvider` above.
 * @example
 * const client = useStoreClient();
 * const product = await client.getProduct('linen-shirt');
 */
export function useStoreClient(): StoreClient {
  const client = useContext(StoreClientContext);
  if (!client) throw new Error('useStoreClient must be used inside <StoreProvider>');
  return client;
}

/**
 * The store API client of the nearest `StoreProvider`, or `null` outside one:
 * for hooks that also work without a store (a price needs no API).
 *
 * @example
 * const locale = useOptionalStoreClient()?.getLocale() ?? 'en-US';
 */
export function useOptionalStoreClient(): StoreClient | null {
  return useContext(StoreClientContext);
}

/**
 * The cart store of the nearest `StoreProvider`, for hooks that need more than `useCart` gives.
 *
 * @throws Error when there is no `StoreProvider` above.
 * @example
 * const store = useCartStore();
 * const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getInitialSnapshot);
 */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore must be used inside <StoreProvider>');
  return store;
}

/**
 * The header cart-summary store of the nearest `StoreProvider` (read it with `useCartSummary`).
 *
 * @throws Error when there is no `StoreProvider` above.
 * @example
 * const summary = useCartSummaryStore();
 * const count = useSyncExternalStore(summary.subscribe, () => summary.getSnapshot()?.count ?? 0, () => 0);
 */
export function useCartSummaryStore(): CartSummaryStore {
  const store = useContext(CartSummaryContext);
  if (!store) throw new Error('useCartSummaryStore must be used inside <StoreProvider>');
  return store;
}

/**
 * The shopper-event bus of the nearest `StoreProvider`.
 *
 * @throws Error when there is no `StoreProvider` above.
 * @example
 * const events = useStoreEvents();
 * events.publish('coupon:apply', { code: 'AUTUMN', ok: true });
 */
export function useStoreEvents(): EventBus {
  const bus = useContext(EventsContext);
  if (!bus) throw new Error('useStoreEvents must be used inside <StoreProvider>');
  return bus;
}

/**
 * The shopper-event bus of the nearest `StoreProvider`, or `null` outside one:
 * for kit parts that also render on their own (a bare stepper in a story).
 *
 * @example
 * useOptionalStoreEvents()?.publish('track:large_quantity', { quantity: 120, productId: 7, variantId: 70 });
 */
export function useOptionalStoreEvents(): EventBus | null {
  return useContext(EventsContext);
}

/**
 * The error reporter of the nearest `StoreProvider` (`console.error` unless the app passed one).
 *
 * @throws Error when there is no `StoreProvider` above.
 * @example
 * const reportError = useReportError();
 * reportError(error, { where: 'checkout' });
 */
export function useReportError(): ErrorReporter {
  const report = useContext(ReportErrorContext);
  if (!report) throw new Error('useReportError must be used inside <StoreProvider>');
  return report;
}

// How the shop shows the cart: beside the store's other contexts, so every page that adds to the cart has it in the same chunk.

/** How the theme shows the cart (spec 2): a drawer over the page, or the /cart page. */
export type CartType = 'drawer' | 'page';

/** What kit parts that add to the cart need from the shop: how to show the cart afterwards. */
export interface CartUi {
  cartType: CartType;
  /** Shows the cart the theme's way: opens the drawer, or goes to /cart. */
  showCart(): void;
}

/** The cart page's address: where forms post without JavaScript and where "View cart" goes. */
export const CART_PATH = '/cart';

const CartUiContext = createContext<CartUi | null>(null);

/** Without a provider (a story, a static page) the cart is a page, reached by a full load. */
const pageCart: CartUi = {
  cartType: 'page',
  showCart: () => {
    window.location.assign(CART_PATH);
  },
};

/**
 * Tells the parts that add to the cart (the kit's `AddToCartForm`, `QuickAddToCart`) how
 * the shop shows the cart after an add: the theme's cart type and its way to
 * open the drawer or go to /cart with the router.
 *
 * @example
 * <CartUiProvider cartType={theme.settings.cartType} showCart={() => (drawer ? setOpen(true) : navigate('/cart'))}>…</CartUiProvider>
 */
export function CartUiProvider({ cartType, showCart, children }: CartUi & { children: ReactNode }) {
  const value = useMemo(() => ({ cartType, showCart }), [cartType, showCart]);
  return <CartUiContext.Provider value={value}>{children}</CartUiContext.Provider>;
}

/**
 * How the shop shows the cart (see {@link CartUiProvider}); the /cart page by default.
 *
 * @example
 * const { showCart } = useCartUi();
 * add(input, { onSettled: (outcome) => outcome.status !== 'failed' && showCart() });
 */
export function useCartUi(): CartUi {
  return useContext(CartUiContext) ?? pageCart;
}
