import type { PageMetaBreadcrumbEntry } from '@vitrine/headless';
import { routeNameOf } from './site-route-names';

/** What a page says about itself to the site shell (spec 2: its title and page-meta breadcrumb). */
export interface PageMeta {
  /** The page's title: the breadcrumb's last item. */
  title?: string | null;
  /** The page's own trail between Home and itself; it wins over the referrer (product, collection and blog pages). */
  breadcrumb?: readonly PageMetaBreadcrumbEntry[] | null;
}

/**
 * The `handle` a page route exports (docs/KIT.md, "Page meta").
 *
 * @example
 * export const handle = {
 *   routeName: 'product-index',
 *   pageMeta: (data: Route.ComponentProps['loaderData']) => ({ title: data.product.title }),
 * } satisfies PageHandle;
 */
export interface PageHandle {
  /** Spec 2's route name (tracking, page type, breadcrumb); from the path when not given. */
  routeName?: string;
  /** The page's title and page-meta breadcrumb, from its loader data (method syntax: any route's data type fits). */
  pageMeta?(data: never): PageMeta;
}

/** The part of a route match the shell reads. */
interface MatchLike {
  id: string;
  handle?: unknown;
  data?: unknown;
}

/** What the shell knows about the page shown. */
export interface ShownPage {
  routeName: string | null;
  title: string | null;
  breadcrumb: readonly PageMetaBreadcrumbEntry[] | null;
}

/**
 * The route name, title and page-meta breadcrumb of the page shown: from the
 * deepest match's `handle`, the route name from its path when the handle
 * names none. A page whose loader found nothing (no data) has no page meta.
 *
 * @example shownPage(useMatches(), location.pathname).routeName // 'product-index'
 */
export function shownPage(matches: readonly MatchLike[], pathname: string): ShownPage {
  const leaf = matches[matches.length - 1];
  const handle = (leaf?.handle ?? {}) as PageHandle;
  const isNotFound = leaf?.id === 'site/not-found';
  const meta = handle.pageMeta && leaf?.data ? handle.pageMeta(leaf.data as never) : {};
  return {
    routeName: handle.routeName ?? routeNameOf(pathname, isNotFound),
    title: meta.title ?? null,
    breadcrumb: meta.breadcrumb ?? null,
  };
}
