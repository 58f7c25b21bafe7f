import { route } from '@react-router/dev/routes';

/**
 * The checkout pages (spec 2). The named steps rank above `/checkouts/:hash`,
 * which shows the step of `?step=` for the cart with that hash.
 */
export const checkoutRoutes = [
  route('checkouts', 'checkout/checkout.start.tsx'),
  // The address shoppers type (and other shops use): the same start as `/checkouts`.
  route('checkout', 'checkout/checkout.start.tsx', { id: 'checkout-start-typed' }),
  route('checkouts/contact_information', 'checkout/checkout.tsx', { id: 'checkout-contact' }),
  route('checkouts/shipping', 'checkout/checkout.tsx', { id: 'checkout-shipping' }),
  route('checkouts/payment', 'checkout/checkout.tsx', { id: 'checkout-payment' }),
  route('checkouts/all_in_one', 'checkout/checkout.all-in-one.tsx'),
  route('checkouts/processing', 'checkout/checkout.processing.tsx'),
  route('checkouts/thank', 'checkout/checkout.thank.tsx'),
  route('checkouts/:hash', 'checkout/checkout.tsx', { id: 'checkout-hash' }),
  // The checkout's store API.
  route('api/store/cart/checkout', 'checkout/api.store.cart-checkout.ts', { id: 'api-checkout' }),
  route('api/store/cart/start_checkout', 'checkout/api.store.cart-checkout.ts', { id: 'api-start-checkout' }),
  route('api/store/cart/approve_checkout', 'checkout/api.store.checkout-steps.ts', { id: 'api-approve-checkout' }),
  route('api/store/cart/payment', 'checkout/api.store.orders.ts', { id: 'api-payment-methods' }),
  route('api/store/orders', 'checkout/api.store.orders.ts', { id: 'api-orders' }),
  route('api/store/orders/:number', 'checkout/api.store.orders.ts', { id: 'api-order' }),
  route('api/store/order-tracking/logistics', 'checkout/api.store.orders.ts', { id: 'api-order-tracking' }),
  route('api/store/cart/get_hot_countries', 'checkout/api.store.geo.ts', { id: 'api-hot-countries' }),
  route('api/store/countries', 'checkout/api.store.geo.ts', { id: 'api-countries' }),
  route('api/store/countries/:code', 'checkout/api.store.geo.ts', { id: 'api-country' }),
  route('api/store/place-auto-complete', 'checkout/api.store.geo.ts', { id: 'api-place-auto-complete' }),
  route('api/store/place_postal_code', 'checkout/api.store.geo.ts', { id: 'api-place-postal-code' }),
] satisfies ReturnType<typeof route>[];
