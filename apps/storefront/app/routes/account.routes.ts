import { route } from '@react-router/dev/routes';

/** The account pages, the wish list and order tracking (server-rendered forms posting to their own actions). */
export const accountRoutes = [
  route('account', 'routes/account.tsx'),
  route('account/login', 'routes/account.login.tsx'),
  route('account/register', 'routes/account.register.tsx'),
  route('account/verify', 'routes/account.verify.tsx'),
  route('account/forgot', 'routes/account.forgot.tsx'),
  route('account/reset', 'routes/account.reset.tsx'),
  route('account/logout', 'routes/account.logout.ts'),
  route('account/addresses', 'routes/account.addresses.tsx'),
  route('account/orders', 'routes/account.orders.tsx'),
  route('account/orders/:number', 'routes/account.order.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('order-tracking', 'routes/order-tracking.tsx'),
] satisfies ReturnType<typeof route>[];
