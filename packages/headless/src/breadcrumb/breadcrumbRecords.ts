import type { BreadcrumbPageRecord } from './breadcrumb.types';

/** Session-storage key of the per-path page records the breadcrumb reads its previous page from (spec 2). */
export const BREADCRUMB_RECORDS_SESSION_KEY = 'vitrine:breadcrumb-pages';
/** Pages remembered per session; the oldest is forgotten beyond this so session storage stays small. */
export const BREADCRUMB_RECORDS_LIMIT = 50;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function isRecord(value: unknown): value is BreadcrumbPageRecord {
  if (!value || typeof value !== 'object') return false;
  const { title, route, href } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof route === 'string' && typeof href === 'string';
}

/**
 * The page records of this session, by path; `{}` when none or unreadable.
 *
 * @example
 * const records = loadBreadcrumbRecords(sessionStorage);
 * records['/collections/shirts']?.title; // 'Shirts'
 */
export function loadBreadcrumbRecords(storage: SessionStore): Record<string, BreadcrumbPageRecord> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BREADCRUMB_RECORDS_SESSION_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, record]) => isRecord(record))) as Record<
      string,
      BreadcrumbPageRecord
    >;
  } catch {
    return {};
  }
}

/**
 * Remembers the page at `path` (title, route name, link) so the next page can
 * offer it as its previous page. The most recent visit of a path wins; beyond
 * `BREADCRUMB_RECORDS_LIMIT` paths the least recently seen is forgotten.
 * Storage failures are ignored: the bar then simply has no previous page.
 *
 * @example
 * recordBreadcrumbPage(sessionStorage, '/collections/shirts', { title: 'Shirts', route: 'collection-show', href: '/collections/shirts?page=2' });
 */
export function recordBreadcrumbPage(storage: SessionStore, path: string, record: BreadcrumbPageRecord): void {
  const records = loadBreadcrumbRecords(storage);
  delete records[path];
  records[path] = record;
  const paths = Object.keys(records);
  for (const oldest of paths.slice(0, Math.max(0, paths.length - BREADCRUMB_RECORDS_LIMIT))) delete records[oldest];
  try {
    storage.setItem(BREADCRUMB_RECORDS_SESSION_KEY, JSON.stringify(records));
  } catch {
    // Quota or privacy mode: nothing to remember with.
  }
}

/**
 * The path of a referrer when it is a page of this storefront (same origin),
 * else `null`: another site's path must not match a record of ours.
 *
 * @example
 * sameOriginReferrerPath('https://shop.example/collections/all?page=2', 'https://shop.example'); // '/collections/all'
 * sameOriginReferrerPath('https://search.example/q', 'https://shop.example'); // null
 */
export function sameOriginReferrerPath(referrer: string | null | undefined, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}
