import { route } from '@react-router/dev/routes';

/** The account pages, the wish list and order tracking (server-rendered forms posting to their own actions). */
export const accountRoutes = [
  route('account', 'account/account.tsx'),
  route('account/login', 'account/account.login.tsx'),
  route('account/register', 'account/account.register.tsx'),
  route('account/verify', 'account/account.verify.tsx'),
  route('account/forgot', 'account/account.forgot.tsx'),
  route('account/reset', 'account/account.reset.tsx'),
  route('account/logout', 'account/account.logout.ts'),
  route('account/addresses', 'account/account.addresses.tsx'),
  route('account/orders', 'account/account.orders.tsx'),
  route('account/orders/:number', 'account/account.order.tsx'),
  route('wishlist', 'account/wishlist.tsx'),
  route('order-tracking', 'account/order-tracking.tsx'),
  // The account's store API.
  ...['register', 'verify', 'login', 'logout', 'password/forgot', 'password/reset', 'info'].map((name) =>
    route(`api/store/account/${name}`, 'account/api.store.account.ts', { id: `api-account-${name}` }),
  ),
  route('api/store/addresses', 'account/api.store.addresses.ts', { id: 'api-addresses' }),
  route('api/store/addresses/:id', 'account/api.store.addresses.ts', { id: 'api-address' }),
  route('api/store/wish_list/wished', 'account/api.store.wishlist.ts', { id: 'api-wishlist-wished' }),
  route('api/store/wish_list/wishing', 'account/api.store.wishlist.ts', { id: 'api-wishlist-wishing' }),
] satisfies ReturnType<typeof route>[];
