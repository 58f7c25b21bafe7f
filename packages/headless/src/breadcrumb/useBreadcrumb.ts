import { useEffect, useMemo, useRef, useState } from 'react';
import { BREADCRUMB_MAX_TEXT_WIDTH, buildBreadcrumb, currentPageLabel } from './breadcrumb';
import type { Breadcrumb, BreadcrumbPageRecord, BuildBreadcrumbInput } from './breadcrumb.types';
import { loadBreadcrumbRecords, recordBreadcrumbPage, sameOriginReferrerPath } from './breadcrumbRecords';

/** The browser state `useBreadcrumb` reads, injectable for tests. */
export interface BreadcrumbEnvironment {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: { origin: string; pathname: string; search: string };
  /** `document.referrer`. */
  referrer: string;
}

/** Options of `useBreadcrumb`: the page, plus where the previous page comes from. */
export interface UseBreadcrumbOptions extends Omit<BuildBreadcrumbInput, 'referrerPath' | 'records'> {
  /**
   * URL or path of the previous page; `document.referrer` when not given.
   * After client-side navigation pass the router's previous location, since
   * the document referrer does not change then.
   */
  referrer?: string | null;
  /** Browser access; `window` is used (inside effects only) when not given. */
  environment?: BreadcrumbEnvironment;
}

/** What `useBreadcrumb` returns: the bar and the width its texts are cut at. */
export interface UseBreadcrumbResult extends Breadcrumb {
  /** Max width of one item's text in CSS px (spec 2: 220). */
  maxTextWidth: number;
}

interface PreviousPageSource {
  referrerPath: string | null;
  records: Record<string, BreadcrumbPageRecord>;
}

function browserEnvironment(): BreadcrumbEnvironment | null {
  if (typeof window === 'undefined') return null;
  return { sessionStorage: window.sessionStorage, location: window.location, referrer: document.referrer };
}

/**
 * The breadcrumb bar of the current page (spec 2): Home, Blogs on blog pages,
 * the page-meta breadcrumb or an allowed previous page, then the page title.
 * Each page is remembered in session storage (title, route, link) so the next
 * page can link back to it. The server render has no previous page (the
 * referrer is only read after hydration), so it shows Home … title.
 *
 * @example
 * function Crumbs({ product, theme }: Props) {
 *   const { isShown, items, maxTextWidth } = useBreadcrumb({
 *     routeName: 'product-index',
 *     title: product.title,
 *     settings: { webNavigate: theme.web_navigate },
 *   });
 *   if (!isShown) return null;
 *   return (
 *     <nav aria-label="Breadcrumb">
 *       {items.map((item) =>
 *         item.isCurrent ? <span key="current" aria-current="page" style={{ maxWidth: maxTextWidth }}>{item.label}</span>
 *           : <a key={item.href} href={item.href ?? undefined} style={{ maxWidth: maxTextWidth }}>{item.label}</a>,
 *       )}
 *     </nav>
 *   );
 * }
 */
export function useBreadcrumb(options: UseBreadcrumbOptions): UseBreadcrumbResult {
  const { routeName, path, title, pageMetaBreadcrumb, labels, settings, referrer, environment } = options;
  const [previousSource, setPreviousSource] = useState<PreviousPageSource | null>(null);
  // Read at effect time, so inline `environment`/`labels` objects do not re-run the effects every render.
  const latest = useRef({ environment, labels });
  useEffect(() => {
    latest.current = { environment, labels };
  });

  useEffect(() => {
    const env = latest.current.environment ?? browserEnvironment();
    if (!env) return;
    const referrerPath = sameOriginReferrerPath(referrer === undefined ? env.referrer : referrer, env.location.origin);
    let records: Record<string, BreadcrumbPageRecord> = {};
    try {
      records = loadBreadcrumbRecords(env.sessionStorage);
    } catch {
      // No session storage: no previous page.
    }
    setPreviousSource({ referrerPath, records });
  }, [referrer, routeName, path]);

  useEffect(() => {
    const env = latest.current.environment ?? browserEnvironment();
    if (!env || !routeName) return;
    const currentPath = path ?? env.location.pathname;
    const href = path ?? env.location.pathname + env.location.search;
    try {
      recordBreadcrumbPage(env.sessionStorage, currentPath.split('?')[0] ?? currentPath, {
        title: currentPageLabel(routeName, title, latest.current.labels),
        route: routeName,
        href,
      });
    } catch {
      // No session storage: nothing to remember.
    }
  }, [routeName, path, title]);

  return useMemo(() => {
    const breadcrumb = buildBreadcrumb({
      routeName,
      path,
      title,
      pageMetaBreadcrumb,
      labels,
      settings,
      referrerPath: previousSource?.referrerPath ?? null,
      records: previousSource?.records ?? {},
    });
    return { ...breadcrumb, maxTextWidth: BREADCRUMB_MAX_TEXT_WIDTH };
  }, [routeName, path, title, pageMetaBreadcrumb, labels, settings, previousSource]);
}
