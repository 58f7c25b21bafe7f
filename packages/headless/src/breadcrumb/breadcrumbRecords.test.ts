import { describe, expect, it } from 'vitest';
import {
  BREADCRUMB_RECORDS_LIMIT,
  BREADCRUMB_RECORDS_SESSION_KEY,
  loadBreadcrumbRecords,
  recordBreadcrumbPage,
  sameOriginReferrerPath,
} from './breadcrumbRecords';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('breadcrumb page records', () => {
  it('records and loads pages by path, newest visit winning', () => {
    const storage = memoryStorage();
    recordBreadcrumbPage(storage, '/collections/shirts', {
      title: 'Shirts',
      route: 'collection-show',
      href: '/collections/shirts',
    });
    recordBreadcrumbPage(storage, '/collections/shirts', {
      title: 'Shirts',
      route: 'collection-show',
      href: '/collections/shirts?page=3',
    });
    expect(loadBreadcrumbRecords(storage)).toEqual({
      '/collections/shirts': { title: 'Shirts', route: 'collection-show', href: '/collections/shirts?page=3' },
    });
  });

  it(`keeps at most ${BREADCRUMB_RECORDS_LIMIT} paths, forgetting the least recently seen`, () => {
    const storage = memoryStorage();
    const page = (i: number) => ({ title: `P${i}`, route: 'collection-show', href: `/c/${i}` });
    for (let i = 0; i < BREADCRUMB_RECORDS_LIMIT; i += 1) recordBreadcrumbPage(storage, `/c/${i}`, page(i));
    expect(Object.keys(loadBreadcrumbRecords(storage))).toHaveLength(BREADCRUMB_RECORDS_LIMIT);
    recordBreadcrumbPage(storage, '/c/0', page(0)); // seen again: now the newest
    recordBreadcrumbPage(storage, '/c/new', page(99));
    const paths = Object.keys(loadBreadcrumbRecords(storage));
    expect(paths).toHaveLength(BREADCRUMB_RECORDS_LIMIT);
    expect(paths).not.toContain('/c/1');
    expect(paths).toContain('/c/0');
    expect(paths[paths.length - 1]).toBe('/c/new');
  });

  it('skips malformed records and unreadable storage', () => {
    const storage = memoryStorage({
      [BREADCRUMB_RECORDS_SESSION_KEY]: JSON.stringify({
        '/a': { title: 'A', route: 'x', href: '/a' },
        '/b': { title: 1 },
      }),
    });
    expect(Object.keys(loadBreadcrumbRecords(storage))).toEqual(['/a']);
    expect(loadBreadcrumbRecords(memoryStorage({ [BREADCRUMB_RECORDS_SESSION_KEY]: 'nope' }))).toEqual({});
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => recordBreadcrumbPage(failing, '/a', { title: 'A', route: 'x', href: '/a' })).not.toThrow();
  });

  it('takes the referrer path only from the same origin', () => {
    expect(sameOriginReferrerPath('https://shop.example/collections/all?page=2', 'https://shop.example')).toBe(
      '/collections/all',
    );
    expect(sameOriginReferrerPath('/collections/all', 'https://shop.example')).toBe('/collections/all');
    expect(sameOriginReferrerPath('https://other.example/collections/all', 'https://shop.example')).toBeNull();
    expect(sameOriginReferrerPath('', 'https://shop.example')).toBeNull();
  });
});
