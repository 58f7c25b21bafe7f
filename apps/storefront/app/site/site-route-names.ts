/** Path patterns → the spec's route names (spec 2), for page views; the first match wins. */
const ROUTE_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^\/$/, 'commoditylist'],
  [/^\/search\/?$/, 'search'],
  [/^\/collections\/?$/, 'collection-index'],
  [/^\/collections\/all\/?$/, 'collections-all'],
  [/^\/collections\/[^/]+\/?$/, 'collection-show'],
  [/^\/products\/?$/, 'collections-all'],
  [/^\/products\/[^/]+\/?$/, 'product-index'],
  [/^\/cart\/?$/, 'cart'],
  [/^\/checkouts\/thank\/?$/, 'order-query'],
  [/^\/checkouts\/processing\/?$/, 'order-received'],
  [/^\/checkouts(\/|$)/, 'checkouts'],
  [/^\/account\/addresses(\/|$)/, 'address'],
  [/^\/account(\/|$)/, 'account'],
  [/^\/wishlist\/?$/, 'wishlist-index'],
  [/^\/blogs\/?$/, 'blogs.index'],
  [/^\/blogs\/[^/]+\/[^/]+\/?$/, 'blogs.show'],
  [/^\/blogs\/[^/]+\/?$/, 'blog_collections.getBlogs'],
  [/^\/policies(\/|$)/, 'policy-index'],
  [/^\/reviews(\/|$)/, 'reviews'],
];

/**
 * The spec's route name of a page (spec 2: used for tracking and page
 * types), or `not-found` for the not-found page, or null for a page the spec
 * does not name. A route may name itself with `handle.routeName` instead.
 *
 * @example routeNameOf('/products/linen-shirt', false) // 'product-index'
 * @example routeNameOf('/nope', true) // 'not-found'
 */
export function routeNameOf(pathname: string, isNotFound: boolean): string | null {
  if (isNotFound) return 'not-found';
  return ROUTE_NAMES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
