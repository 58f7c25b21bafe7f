import { describe, expect, it } from 'vitest';
import { PAGE_TYPE_BY_ROUTE, pageTypeForRoute } from './pageType';

describe('pageTypeForRoute', () => {
  it.each([
    ['commoditylist', 'home'],
    ['search', 'search'],
    ['collection-index', 'collectionList'],
    ['collection-show', 'collection'],
    ['collections-all', 'allProducts'],
    ['product-index', 'product'],
    ['cart', 'cart'],
    ['checkouts', 'checkout'],
    ['order-query', 'thankYou'],
    ['order-received', 'processing'],
    ['address', 'address'],
    ['account', 'account'],
    ['blogs.index', 'blogList'],
    ['blog_collections.getBlogs', 'blogCollection'],
    ['blogs.show', 'blogArticle'],
    ['policy-index', 'policy'],
    ['reviews', 'reviews'],
    ['wishlist-index', 'wishlist'],
  ])('maps route %s to %s', (route, pageType) => {
    expect(pageTypeForRoute(route)).toBe(pageType);
  });

  it('covers every route name of the spec', () => {
    expect(Object.keys(PAGE_TYPE_BY_ROUTE)).toHaveLength(18);
  });

  it.each(['error', 'error404', '404', 'not-found', 'notFound', null, undefined, ''])(
    'treats %s as notFound',
    (route) => {
      expect(pageTypeForRoute(route)).toBe('notFound');
    },
  );

  it('reports an unlisted route as other, not as a missing page', () => {
    expect(pageTypeForRoute('faq-index')).toBe('other');
    expect(pageTypeForRoute('toString')).toBe('other');
  });
});
