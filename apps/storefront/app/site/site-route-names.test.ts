import { describe, expect, it } from 'vitest';
import { pageTypeForRoute } from '@vitrine/headless';
import { routeNameOf } from './site-route-names';

describe('routeNameOf', () => {
  it.each([
    ['/', 'commoditylist', 'home'],
    ['/products/linen-shirt', 'product-index', 'product'],
    ['/collections/kitchen', 'collection-show', 'collection'],
    ['/collections/all', 'collections-all', 'allProducts'],
    ['/collections', 'collection-index', 'collectionList'],
    ['/cart', 'cart', 'cart'],
    ['/checkouts/thank', 'order-query', 'thankYou'],
    ['/checkouts/abc123', 'checkouts', 'checkout'],
    ['/account/addresses', 'address', 'address'],
    ['/blogs', 'blogs.index', 'blogList'],
    ['/blogs/journal', 'blog_collections.getBlogs', 'blogCollection'],
    ['/blogs/journal/linen-care', 'blogs.show', 'blogArticle'],
    ['/policies/privacy-policy', 'policy-index', 'policy'],
  ])('%s is %s (%s)', (path, name, pageType) => {
    expect(routeNameOf(path, false)).toBe(name);
    expect(pageTypeForRoute(routeNameOf(path, false))).toBe(pageType);
  });

  it('names the not-found page so analytics count it as notFound', () => {
    expect(routeNameOf('/products/linen-shirt', true)).toBe('not-found');
    expect(pageTypeForRoute(routeNameOf('/whatever', true))).toBe('notFound');
  });

  it('leaves pages the spec does not name unnamed', () => {
    expect(routeNameOf('/theme-preview', false)).toBeNull();
  });
});
