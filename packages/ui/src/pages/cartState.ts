import type { Cart } from '@vitrine/headless';
import type { InlineCartState } from '../InlineCart/InlineCart';
import type { CouponFormState } from '../CouponForm/CouponForm';

/**
 * Settled cart and coupon states for the cart and checkout page stories:
 * fixed data so every theme's screenshot shows the same cart.
 */
export function settledCart(cart: Cart): InlineCartState {
  return {
    cart,
    lines: Object.values(cart.cart),
    count: cart.cart_contents_count,
    status: 'idle',
    isLinePending: () => false,
    error: null,
    messages: [],
    changeQuantity: async () => cart,
    remove: async () => cart,
  };
}

export function appliedCoupon(code: string | null, cart: Cart): CouponFormState {
  return {
    appliedCode: code,
    isApplying: false,
    isRemoving: false,
    error: null,
    apply: async (next: string) => ({ outcome: 'applied' as const, code: next, cart }),
    remove: async (old: string) => ({ outcome: 'removed' as const, code: old, cart }),
  };
}
