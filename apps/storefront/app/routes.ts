import { type RouteConfig, route } from '@react-router/dev/routes';
import { accountRoutes } from './account/account.routes';
import { historyRoutes } from './account/history.routes';
import { oidcRoutes } from './account/oidc.routes';
import { filesRoutes } from './api/files.routes';
import { moneyRoutes } from './api/money.routes';
import { prescriptionsRoutes } from './api/prescriptions.routes';
import { serviceRoutes } from './api/service.routes';
import { browseRoutes } from './browse/browse.routes';
import { contentRoutes } from './browse/content.routes';
import { searchRoutes } from './browse/search.routes';
import { cartRoutes } from './cart/cart.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { i18nRoutes } from './i18n/i18n.routes';
import { showcaseRoutes } from './product/showcase.routes';
import { seoRoutes } from './seo/seo.routes';
import { siteRoutes } from './site/site.routes';

/**
 * Every page and store API route, by feature: each feature folder of `app/`
 * holds its pages, their server code and styles, and its own route list.
 */
export default [
  ...showcaseRoutes,
  ...browseRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...accountRoutes,
  ...oidcRoutes,
  ...siteRoutes,
  ...i18nRoutes,
  ...seoRoutes,
  // The rest of the store API (/api/store/...): thin adapters over @vitrine/commerce.
  route('api/store/openapi.json', 'api/api.store.openapi.ts'),
  ...contentRoutes,
  ...moneyRoutes,
  ...searchRoutes,
  ...serviceRoutes,
  ...filesRoutes,
  ...prescriptionsRoutes,
  ...historyRoutes,
  route('api/store/*', 'api/api.store.fallback.ts'),
  route('*', 'site/not-found.tsx'),
] satisfies RouteConfig;
