import { describe, expect, it } from 'vitest';
import { BREADCRUMB_MAX_TEXT_WIDTH, buildBreadcrumb, currentPageLabel, isBreadcrumbShown } from './breadcrumb';
import type { BreadcrumbPageRecord, BuildBreadcrumbInput } from './breadcrumb.types';

const on = { headerShowBreadcrumb: true };
const records: Record<string, BreadcrumbPageRecord> = {
  '/collections/shirts': { title: 'Shirts', route: 'collection-show', href: '/collections/shirts?page=2' },
  '/collections/all': { title: 'All products', route: 'collections-all', href: '/collections/all' },
  '/search': { title: 'Search: linen', route: 'search', href: '/search?q=linen' },
  '/blogs': { title: 'Our blog', route: 'blogs.index', href: '/blogs' },
  '/blogs/news': { title: 'News', route: 'blog_collections.getBlogs', href: '/blogs/news' },
  '/products/linen': { title: 'Linen shirt', route: 'product-index', href: '/products/linen' },
};
const crumbs = (input: Partial<BuildBreadcrumbInput>) =>
  buildBreadcrumb({ routeName: null, settings: on, records, ...input }).items.map((item) => [item.label, item.href]);

describe('buildBreadcrumb', () => {
  it('exports the 220 px text width', () => {
    expect(BREADCRUMB_MAX_TEXT_WIDTH).toBe(220);
  });

  it('starts with Home and ends with the page title as the current item', () => {
    const { items } = buildBreadcrumb({ routeName: 'cart', title: 'Your cart', settings: on });
    expect(items).toEqual([
      { label: 'Home', href: '/', isCurrent: false },
      { label: 'Your cart', href: null, isCurrent: true },
    ]);
  });

  it('uses the route label when the page has no title, and a generic label for an unknown route', () => {
    expect(crumbs({ routeName: 'wishlist-index' })).toEqual([
      ['Home', '/'],
      ['Wish list', null],
    ]);
    expect(crumbs({ routeName: 'search', title: '  ' })).toEqual([
      ['Home', '/'],
      ['Search', null],
    ]);
    expect(crumbs({ routeName: 'faq' })).toEqual([
      ['Home', '/'],
      ['Page', null],
    ]);
    expect(crumbs({ routeName: 'cart', labels: { home: 'Startseite', routes: { cart: 'Warenkorb' } } })).toEqual([
      ['Startseite', '/'],
      ['Warenkorb', null],
    ]);
  });

  it('is just Home on the home page', () => {
    expect(crumbs({ routeName: 'commoditylist', title: 'Welcome' })).toEqual([['Home', null]]);
  });

  it('adds Blogs after Home on blog collection and article pages, not on the blog list itself', () => {
    expect(crumbs({ routeName: 'blogs.show', title: 'Spring looks' })).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['Spring looks', null],
    ]);
    expect(crumbs({ routeName: 'blog_collections.getBlogs', title: 'News' })).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['News', null],
    ]);
    expect(crumbs({ routeName: 'blogs.index', title: 'Blogs' })).toEqual([
      ['Home', '/'],
      ['Blogs', null],
    ]);
  });

  it('adds the collection a product was reached from, with the recorded link', () => {
    expect(crumbs({ routeName: 'product-index', title: 'Linen', referrerPath: '/collections/shirts' })).toEqual([
      ['Home', '/'],
      ['Shirts', '/collections/shirts?page=2'],
      ['Linen', null],
    ]);
    expect(crumbs({ routeName: 'product-index', title: 'Linen', referrerPath: '/collections/all/' })).toEqual([
      ['Home', '/'],
      ['All products', '/collections/all'],
      ['Linen', null],
    ]);
  });

  it('ignores a referrer outside the allowed pairings', () => {
    // Product from search: search is not an allowed previous page.
    expect(crumbs({ routeName: 'product-index', title: 'Linen', referrerPath: '/search' })).toEqual([
      ['Home', '/'],
      ['Linen', null],
    ]);
    // A collection page accepts no previous page.
    expect(crumbs({ routeName: 'collection-show', title: 'Shirts', referrerPath: '/collections/all' })).toEqual([
      ['Home', '/'],
      ['Shirts', null],
    ]);
    // A blog article does not accept a product.
    expect(crumbs({ routeName: 'blogs.show', title: 'A', referrerPath: '/products/linen' })).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['A', null],
    ]);
    // No record for the referrer path.
    expect(crumbs({ routeName: 'product-index', title: 'Linen', referrerPath: '/collections/hats' })).toEqual([
      ['Home', '/'],
      ['Linen', null],
    ]);
  });

  it('adds the blog collection an article was reached from, without repeating Blogs', () => {
    expect(crumbs({ routeName: 'blogs.show', title: 'A', referrerPath: '/blogs/news' })).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['News', '/blogs/news'],
      ['A', null],
    ]);
    expect(crumbs({ routeName: 'blogs.show', title: 'A', referrerPath: '/blogs' })).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['A', null],
    ]);
  });

  it('prefers the page-meta breadcrumb over the referrer on product, collection and blog pages', () => {
    const pageMetaBreadcrumb = [
      { path: '/', name: 'Home' },
      { path: '/collections/summer', name: 'Summer' },
      { path: '/products/linen', name: 'Linen' },
    ];
    expect(
      crumbs({
        routeName: 'product-index',
        path: '/products/linen',
        title: 'Linen',
        referrerPath: '/collections/shirts',
        pageMetaBreadcrumb,
      }),
    ).toEqual([
      ['Home', '/'],
      ['Summer', '/collections/summer'],
      ['Linen', null],
    ]);
    expect(
      crumbs({
        routeName: 'collection-show',
        title: 'Shirts',
        pageMetaBreadcrumb: [{ path: '/collections/tops', name: 'Tops' }],
      }),
    ).toEqual([
      ['Home', '/'],
      ['Tops', '/collections/tops'],
      ['Shirts', null],
    ]);
    expect(
      crumbs({ routeName: 'blogs.show', title: 'A', pageMetaBreadcrumb: [{ path: '/blogs/news', name: 'News' }] }),
    ).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['News', '/blogs/news'],
      ['A', null],
    ]);
  });

  it('ignores page meta on other pages and falls back to the referrer when the meta list is empty', () => {
    expect(crumbs({ routeName: 'cart', title: 'Cart', pageMetaBreadcrumb: [{ path: '/x', name: 'X' }] })).toEqual([
      ['Home', '/'],
      ['Cart', null],
    ]);
    expect(
      crumbs({
        routeName: 'product-index',
        title: 'Linen',
        referrerPath: '/collections/shirts',
        pageMetaBreadcrumb: [],
      }),
    ).toEqual([
      ['Home', '/'],
      ['Shirts', '/collections/shirts?page=2'],
      ['Linen', null],
    ]);
  });

  it('shows only when the header setting or the web navigation setting is on', () => {
    expect(buildBreadcrumb({ routeName: 'cart', settings: null }).isShown).toBe(false);
    expect(buildBreadcrumb({ routeName: 'cart', settings: { headerShowBreadcrumb: true } }).isShown).toBe(true);
    expect(buildBreadcrumb({ routeName: 'cart', settings: { webNavigate: { show_navigate: 1 } } }).isShown).toBe(true);
    expect(isBreadcrumbShown({ headerShowBreadcrumb: 0, webNavigate: { show_navigate: 0 } })).toBe(false);
    expect(isBreadcrumbShown({ headerShowBreadcrumb: '1' })).toBe(true);
    expect(isBreadcrumbShown({ headerShowBreadcrumb: false, webNavigate: { show_navigate: true } })).toBe(true);
    expect(isBreadcrumbShown({ webNavigate: null })).toBe(false);
    expect(isBreadcrumbShown({ headerShowBreadcrumb: 2 })).toBe(false);
  });

  it('gives the current label', () => {
    expect(currentPageLabel('order-query', null)).toBe('Thank you');
    expect(currentPageLabel(null, null, { page: 'Seite' })).toBe('Seite');
  });
});
