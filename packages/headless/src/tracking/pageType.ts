import type { PageType, TrackingRouteName } from './tracking.types';

/** Page type analytics receive for each route name of spec 2. */
export const PAGE_TYPE_BY_ROUTE: Readonly<Record<TrackingRouteName, PageType>> = {
  commoditylist: 'home',
  search: 'search',
  'collection-index': 'collectionList',
  'collection-show': 'collection',
  'collections-all': 'allProducts',
  'product-index': 'product',
  cart: 'cart',
  checkouts: 'checkout',
  'order-query': 'thankYou',
  'order-received': 'processing',
  address: 'address',
  account: 'account',
  'blogs.index': 'blogList',
  'blog_collections.getBlogs': 'blogCollection',
  'blogs.show': 'blogArticle',
  'policy-index': 'policy',
  reviews: 'reviews',
  'wishlist-index': 'wishlist',
};

/** Route names of the error / not-found page (spec 2: treated as notFound for analytics; `error404` is its page code). */
export const NOT_FOUND_ROUTE_NAMES: readonly string[] = [
  'error',
  'error404',
  '404',
  'not-found',
  'notFound',
  'notfound',
];

function isTrackedRoute(routeName: string): routeName is TrackingRouteName {
  return Object.prototype.hasOwnProperty.call(PAGE_TYPE_BY_ROUTE, routeName);
}

/**
 * The page type of a route for analytics (spec 2). The error page, and a page
 * rendered without a route name (nothing matched), are `notFound`; a route the
 * spec does not list (a page added by an app) is `other` rather than being
 * counted as a missing page.
 *
 * @example
 * pageTypeForRoute('commoditylist'); // 'home'
 * pageTypeForRoute('order-query'); // 'thankYou'
 * pageTypeForRoute('error404'); // 'notFound'
 */
export function pageTypeForRoute(routeName: string | null | undefined): PageType {
  if (!routeName || NOT_FOUND_ROUTE_NAMES.includes(routeName)) return 'notFound';
  return isTrackedRoute(routeName) ? PAGE_TYPE_BY_ROUTE[routeName] : 'other';
}
