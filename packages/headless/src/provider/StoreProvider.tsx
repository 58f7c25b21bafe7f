import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { Cart } from '../contract';
import type { CartClient, StoreClient } from '../client/client.types';
import type { CartStore } from '../cart/cart.types';
import { createCartStore } from '../cart/cartStore';

const StoreClientContext = createContext<StoreClient | null>(null);
const CartStoreContext = createContext<CartStore | null>(null);

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
  };
}

/**
 * Gives the hooks below it a store API client and one cart store. Create the
 * client once (module scope is fine: it touches no browser global) and render
 * the provider once, near the root. The cart store lives as long as the
 * provider; when a different `client` is passed later (say, made for a new
 * locale), the cart store keeps its state and sends later calls through it.
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
export function StoreProvider({ client, initialCart, children }: StoreProviderProps) {
  const latestClient = useRef(client);
  const [cartStore] = useState(() => createCartStore(initialCart, forwardTo(latestClient)));
  const lastInitialCart = useRef(initialCart);

  useEffect(() => {
    latestClient.current = client;
  }, [client]);

  useEffect(() => {
    if (lastInitialCart.current === initialCart) return;
    lastInitialCart.current = initialCart;
    cartStore.replaceCart(initialCart);
  }, [cartStore, initialCart]);

  return (
    <StoreClientContext.Provider value={client}>
      <CartStoreContext.Provider value={cartStore}>{children}</CartStoreContext.Provider>
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
