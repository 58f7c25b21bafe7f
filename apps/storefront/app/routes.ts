import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { contentRoutes } from './routes/content.routes';
import { moneyRoutes } from './routes/money.routes';
import { searchRoutes } from './routes/search.routes';
import { serviceRoutes } from './routes/service.routes';
import { filesRoutes } from './routes/files.routes';
import { prescriptionsRoutes } from './routes/prescriptions.routes';
import { historyRoutes } from './routes/history.routes';
import { seoRoutes } from './routes/seo.routes';
import { i18nRoutes } from './routes/i18n.routes';
import { browseRoutes } from './routes/browse.routes';
import { checkoutRoutes } from './routes/checkout.routes';
import { accountRoutes } from './routes/account.routes';
import { siteRoutes } from './routes/site.routes';
import { showcaseRoutes } from './routes/showcase.routes';
import { oidcRoutes } from './routes/oidc.routes';

export default [
  index('routes/home.tsx'),
  route('collections/:handle', 'routes/collection.tsx'),
  route('products/:handle', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),

  // The store API (/api/store/...): thin adapters over @vitrine/commerce.
  route('api/store/openapi.json', 'routes/api.store.openapi.ts'),
  route('api/store/products', 'routes/api.store.products.ts'),
  route('api/store/products/:handle', 'routes/api.store.product.ts'),
  route('api/store/collections', 'routes/api.store.collections.ts'),
  route('api/store/collections/:handle', 'routes/api.store.collection.ts'),
  route('api/store/cart', 'routes/api.store.cart.ts'),
  route('api/store/cart/get_hot_countries', 'routes/api.store.geo.ts', { id: 'api-hot-countries' }),
  route('api/store/countries', 'routes/api.store.geo.ts', { id: 'api-countries' }),
  route('api/store/countries/:code', 'routes/api.store.geo.ts', { id: 'api-country' }),
  route('api/store/place-auto-complete', 'routes/api.store.geo.ts', { id: 'api-place-auto-complete' }),
  route('api/store/place_postal_code', 'routes/api.store.geo.ts', { id: 'api-place-postal-code' }),
  route('api/store/cart/batch_cart', 'routes/api.store.cart.batch.ts'),
  ...[
    'batch_update',
    'batch_remove',
    'note',
    'coupons',
    'address',
    'shipping',
    'set_customer_email',
    'checkoutCoupons',
  ].map((change) =>
    route(`api/store/cart/${change}`, 'routes/api.store.cart.changes.ts', { id: `api-cart-${change}` }),
  ),
  route('api/store/cart/coupons/:code', 'routes/api.store.cart.coupon.ts'),
  route('api/store/cart/:key', 'routes/api.store.cart.line.ts'),
  ...['register', 'verify', 'login', 'logout', 'password/forgot', 'password/reset', 'info'].map((name) =>
    route(`api/store/account/${name}`, 'routes/api.store.account.ts', { id: `api-account-${name}` }),
  ),
  route('api/store/addresses', 'routes/api.store.addresses.ts', { id: 'api-addresses' }),
  route('api/store/addresses/:id', 'routes/api.store.addresses.ts', { id: 'api-address' }),
  route('api/store/wish_list/wished', 'routes/api.store.wishlist.ts', { id: 'api-wishlist-wished' }),
  route('api/store/wish_list/wishing', 'routes/api.store.wishlist.ts', { id: 'api-wishlist-wishing' }),
  route('api/store/cart/checkout', 'routes/api.store.orders.ts', { id: 'api-checkout' }),
  route('api/store/cart/start_checkout', 'routes/api.store.checkout-steps.ts', { id: 'api-start-checkout' }),
  route('api/store/cart/approve_checkout', 'routes/api.store.checkout-steps.ts', { id: 'api-approve-checkout' }),
  route('api/store/cart/payment', 'routes/api.store.orders.ts', { id: 'api-payment-methods' }),
  route('api/store/orders', 'routes/api.store.orders.ts', { id: 'api-orders' }),
  route('api/store/orders/:number', 'routes/api.store.orders.ts', { id: 'api-order' }),
  route('api/store/order-tracking/logistics', 'routes/api.store.orders.ts', { id: 'api-order-tracking' }),
  ...contentRoutes,
  ...moneyRoutes,
  ...searchRoutes,
  ...serviceRoutes,
  ...filesRoutes,
  ...prescriptionsRoutes,
  ...historyRoutes,
  route('api/store/*', 'routes/api.store.fallback.ts'),
  ...seoRoutes,
  ...i18nRoutes,
  ...browseRoutes,
  ...checkoutRoutes,
  ...accountRoutes,
  ...siteRoutes,
  ...showcaseRoutes,
  ...oidcRoutes,

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
