import { route } from '@react-router/dev/routes';

/**
 * The checkout pages (spec 2). The named steps rank above `/checkouts/:hash`,
 * which shows the step of `?step=` for the cart with that hash.
 */
export const checkoutRoutes = [
  route('checkouts', 'routes/checkout.start.tsx'),
  route('checkouts/contact_information', 'routes/checkout.tsx', { id: 'checkout-contact' }),
  route('checkouts/shipping', 'routes/checkout.tsx', { id: 'checkout-shipping' }),
  route('checkouts/payment', 'routes/checkout.tsx', { id: 'checkout-payment' }),
  route('checkouts/all_in_one', 'routes/checkout.all-in-one.tsx'),
  route('checkouts/processing', 'routes/checkout.processing.tsx'),
  route('checkouts/thank', 'routes/checkout.thank.tsx'),
  route('checkouts/:hash', 'routes/checkout.tsx', { id: 'checkout-hash' }),
] satisfies ReturnType<typeof route>[];
