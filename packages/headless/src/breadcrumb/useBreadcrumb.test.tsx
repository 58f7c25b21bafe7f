import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_RECORDS_SESSION_KEY } from './breadcrumbRecords';
import type { BreadcrumbEnvironment, UseBreadcrumbOptions } from './useBreadcrumb';
import { useBreadcrumb } from './useBreadcrumb';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const ORIGIN = 'https://shop.example';
const settings = { webNavigate: { show_navigate: 1 } };

function page(
  storage: ReturnType<typeof memoryStorage>,
  pathname: string,
  search: string,
  referrer: string,
): BreadcrumbEnvironment {
  return { sessionStorage: storage, location: { origin: ORIGIN, pathname, search }, referrer };
}

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('useBreadcrumb', () => {
  it('links a product back to the collection the shopper came from', () => {
    const storage = memoryStorage();
    const collection = renderHook(() =>
      useBreadcrumb({
        routeName: 'collection-show',
        title: 'Shirts',
        settings,
        environment: page(storage, '/collections/shirts', '?page=2', ''),
      }),
    );
    expect(labels(collection.result.current.items)).toEqual(['Home', 'Shirts']);
    collection.unmount();

    const env = page(storage, '/products/linen', '', `${ORIGIN}/collections/shirts?page=2`);
    const { result } = renderHook(() =>
      useBreadcrumb({ routeName: 'product-index', title: 'Linen', settings, environment: env }),
    );
    expect(result.current.items).toEqual([
      { label: 'Home', href: '/', isCurrent: false },
      { label: 'Shirts', href: '/collections/shirts?page=2', isCurrent: false },
      { label: 'Linen', href: null, isCurrent: true },
    ]);
    expect(result.current.isShown).toBe(true);
    expect(result.current.maxTextWidth).toBe(220);
  });

  it('ignores a referrer from another site with a matching path', () => {
    const storage = memoryStorage();
    renderHook(() =>
      useBreadcrumb({
        routeName: 'collections-all',
        title: 'All',
        settings,
        environment: page(storage, '/collections/all', '', ''),
      }),
    ).unmount();
    const { result } = renderHook(() =>
      useBreadcrumb({
        routeName: 'product-index',
        title: 'Linen',
        settings,
        environment: page(storage, '/products/linen', '', 'https://elsewhere.example/collections/all'),
      }),
    );
    expect(labels(result.current.items)).toEqual(['Home', 'Linen']);
  });

  it('takes the referrer option over the document referrer (client-side navigation)', () => {
    const storage = memoryStorage();
    renderHook(() =>
      useBreadcrumb({
        routeName: 'blogs.index',
        title: 'Journal',
        settings,
        environment: page(storage, '/blogs', '', ''),
      }),
    ).unmount();
    const options: UseBreadcrumbOptions = {
      routeName: 'blogs.show',
      title: 'Spring',
      referrer: '/blogs/news',
      settings,
      environment: page(storage, '/blogs/news/spring', '', `${ORIGIN}/blogs`),
    };
    renderHook(() =>
      useBreadcrumb({
        ...options,
        routeName: 'blog_collections.getBlogs',
        title: 'News',
        referrer: '/blogs',
        environment: page(storage, '/blogs/news', '', ''),
      }),
    ).unmount();
    const { result } = renderHook(() => useBreadcrumb(options));
    expect(labels(result.current.items)).toEqual(['Home', 'Blogs', 'News', 'Spring']);
  });

  it('records the page with its route label when it has no title', () => {
    const storage = memoryStorage();
    renderHook(() =>
      useBreadcrumb({
        routeName: 'collections-all',
        settings,
        environment: page(storage, '/collections/all', '?sort=new', ''),
      }),
    );
    expect(JSON.parse(storage.map.get(BREADCRUMB_RECORDS_SESSION_KEY) ?? '{}')).toEqual({
      '/collections/all': { title: 'All products', route: 'collections-all', href: '/collections/all?sort=new' },
    });
  });

  it('is hidden when the theme setting is off', () => {
    const { result } = renderHook(() =>
      useBreadcrumb({
        routeName: 'cart',
        settings: { headerShowBreadcrumb: false },
        environment: page(memoryStorage(), '/cart', '', ''),
      }),
    );
    expect(result.current.isShown).toBe(false);
    expect(labels(result.current.items)).toEqual(['Home', 'Cart']);
  });

  it('reads window when no environment is given', () => {
    window.history.replaceState(null, '', '/collections/hats');
    renderHook(() => useBreadcrumb({ routeName: 'collection-show', title: 'Hats', settings })).unmount();
    const { result } = renderHook(() =>
      useBreadcrumb({ routeName: 'product-index', title: 'Cap', settings, referrer: '/collections/hats' }),
    );
    expect(labels(result.current.items)).toEqual(['Home', 'Hats', 'Cap']);
    window.sessionStorage.clear();
  });
});
