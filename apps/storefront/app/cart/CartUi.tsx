import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrencyStyle } from '@vitrine/headless';
import {
  CART_PATH,
  CartUiProvider as KitCartUiProvider,
  useCartUi as useKitCartUi,
  type CartType,
  type CartUi,
} from '@vitrine/ui';

/** The drawer is not needed for the first paint: its code (and Radix Dialog) loads on first open. */
const CartDrawer = lazy(() => import('@vitrine/ui/cart-drawer').then((m) => ({ default: m.CartDrawer })));

/** Where checkout starts from the drawer (spec 2: /checkouts?step=contact_information → /checkouts/{hash}). */
const CHECKOUT_START = '/checkouts?step=contact_information';

/** How the theme shows the cart: `{ cartType, showCart }` (the header's cart button, the kit's add-to-cart parts). */
export function useCartUi(): CartUi {
  return useKitCartUi();
}

/**
 * Shows the cart the theme's way (spec 2): the kit's cart drawer, which
 * reads the cart through `useCart()` itself and closes as its links
 * navigate, or the /cart page through the router. Kit parts that add to the
 * cart (`AddToCartForm`, `QuickAddToCart`) find `showCart` here.
 */
export function CartUiProvider({
  cartType,
  locale,
  currencyStyle,
  reservation,
  children,
}: {
  cartType: CartType;
  locale: string;
  /** The store's reservation minutes and the server's time of the last root load (spec 9). */
  reservation?: { minutes: number | null; serverNow: number };
  currencyStyle: CurrencyStyle;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // When the server's time arrived, on the device's monotonic clock: the drawer opens later and
  // counts from the server's time at that moment, never from the device's date.
  const arrival = useRef<{ serverNow: number; at: number } | null>(null);
  useEffect(() => {
    if (reservation) arrival.current = { serverNow: reservation.serverNow, at: performance.now() };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new server time is a new arrival, not a new object with the same one
  }, [reservation?.serverNow]);
  const [drawerServerNow, setDrawerServerNow] = useState<number | null>(null);

  const showCart = useCallback(() => {
    if (cartType === 'drawer') {
      const known = arrival.current;
      setDrawerServerNow(known ? known.serverNow + (performance.now() - known.at) : null);
      setMounted(true);
      setOpen(true);
    } else {
      void navigate(CART_PATH);
    }
  }, [cartType, navigate]);

  return (
    <KitCartUiProvider cartType={cartType} showCart={showCart}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer
            open={open}
            onOpenChange={setOpen}
            locale={locale}
            currencyStyle={currencyStyle}
            cartHref={CART_PATH}
            checkoutHref={CHECKOUT_START}
            reservation={
              reservation?.minutes && drawerServerNow !== null
                ? { minutes: reservation.minutes, serverNow: drawerServerNow }
                : null
            }
          />
        </Suspense>
      ) : null}
    </KitCartUiProvider>
  );
}
