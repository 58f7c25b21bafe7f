import { route } from '@react-router/dev/routes';

/** The cart page and the cart's store API (`/api/store/cart/...`). */
export const cartRoutes = [
  route('cart', 'cart/cart.tsx'),
  route('api/store/cart', 'cart/api.store.cart.ts'),
  route('api/store/cart/batch_cart', 'cart/api.store.cart.batch.ts'),
  ...[
    'batch_update',
    'batch_remove',
    'note',
    'coupons',
    'address',
    'shipping',
    'set_customer_email',
    'checkoutCoupons',
  ].map((change) => route(`api/store/cart/${change}`, 'cart/api.store.cart.changes.ts', { id: `api-cart-${change}` })),
  route('api/store/cart/coupons/:code', 'cart/api.store.cart.coupon.ts'),
  route('api/store/cart/:key', 'cart/api.store.cart.line.ts'),
] satisfies ReturnType<typeof route>[];
