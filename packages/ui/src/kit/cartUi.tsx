import { createContext, useContext, useMemo, type ReactNode } from 'react';

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
 * Tells the kit's add-to-cart parts (`AddToCartForm`, `QuickAddToCart`) how
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
