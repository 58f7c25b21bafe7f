import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCart } from '@vitrine/headless';
import type { CurrencyStyle } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';

/** The drawer is not needed for the first paint: its code (and Radix Dialog) loads on first open. */
const CartDrawer = lazy(() => import('@vitrine/ui/cart-drawer').then((m) => ({ default: m.CartDrawer })));

type CartType = 'drawer' | 'page';

interface CartUi {
  cartType: CartType;
  /** Shows the cart the way the theme wants it: the drawer, or the /cart page. */
  showCart(): void;
}

const CartUiContext = createContext<CartUi | null>(null);

export function useCartUi(): CartUi {
  const value = useContext(CartUiContext);
  if (!value) throw new Error('useCartUi must be used inside <CartUiProvider>');
  return value;
}

export function CartUiProvider({
  cartType,
  locale,
  currencyStyle,
  children,
}: {
  cartType: CartType;
  locale: string;
  currencyStyle: CurrencyStyle;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const cart = useCart();
  const { labels } = useT();

  const showCart = useCallback(() => {
    if (cartType === 'drawer') {
      setMounted(true);
      setOpen(true);
    } else {
      navigate('/cart');
    }
  }, [cartType, navigate]);

  const value = useMemo(() => ({ cartType, showCart }), [cartType, showCart]);

  return (
    <CartUiContext.Provider value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer
            open={open}
            onOpenChange={setOpen}
            cart={cart.cart}
            itemCount={cart.count}
            locale={locale}
            currencyStyle={currencyStyle}
            status={cart.status === 'error' ? 'idle' : cart.status}
            error={cart.error?.message ?? null}
            pendingKeys={cart.lines.filter((line) => cart.isLinePending(line.key)).map((line) => line.key)}
            onQuantityChange={(key, quantity) => {
              cart.changeQuantity(key, quantity).catch(() => undefined);
            }}
            onRemove={(key) => {
              cart.remove(key).catch(() => undefined);
            }}
            cartHref="/cart"
            // Starts checkout for this cart (spec 2: /checkouts?step=contact_information → /checkouts/{hash}).
            checkoutHref="/checkouts?step=contact_information"
            labels={labels('CartDrawer')}
          />
        </Suspense>
      ) : null}
    </CartUiContext.Provider>
  );
}
