import { route } from '@react-router/dev/routes';

const PLUGIN_PATHS = [
  'product_cards',
  'product_palettes',
  'buttons',
  'style-combinations',
  'product_diversion_test/relationships',
  'discount/product_discount',
  'discount/style_config',
  'last-sales',
  'visitors_counter',
  'popups',
  'incentives',
];

/** Store API routes of the search module; spread into app/routes.ts. */
export const searchRoutes: ReturnType<typeof route>[] = [
  route('api/store/products/search', 'browse/api.store.search.ts', { id: 'api-products-search' }),
  route('api/store/products/meta/search', 'browse/api.store.search.ts', { id: 'api-products-meta-search' }),
  route('api/store/categories', 'browse/api.store.search.ts', { id: 'api-categories' }),
  ...PLUGIN_PATHS.map((path) =>
    route(`api/store/${path}`, 'browse/api.store.plugins.ts', { id: `api-plugin-${path.replace(/[^a-z]+/g, '-')}` }),
  ),
];
