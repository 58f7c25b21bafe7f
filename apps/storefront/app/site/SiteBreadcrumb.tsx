import { useMemo, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useBreadcrumb } from '@vitrine/headless';
import { Breadcrumb } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { shownPage } from './page-meta';
import { useStoreTheme } from './theme';

/** Pages with no breadcrumb bar: the home page is the trail's start, checkout has its own steps. */
const WITHOUT_BAR = new Set(['commoditylist', 'checkouts', 'order-received', 'order-query', 'not-found']);

/**
 * The page shown before this one in this tab, after a client-side navigation
 * (the document's referrer does not change then); undefined on the first page,
 * where `useBreadcrumb` reads `document.referrer` itself. A new query on the
 * same page (a variant picked) keeps the page that led here.
 */
function usePreviousPath(): string | undefined {
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  const [seen, setSeen] = useState<{ pathname: string; href: string; previous?: string }>({ pathname, href });
  if (seen.pathname === pathname) return seen.previous;
  setSeen({ pathname, href, previous: seen.href });
  return seen.href;
}

/**
 * The site's one breadcrumb bar, under the header (spec 2): the kit's
 * `Breadcrumb` fed by `useBreadcrumb` with the page's route name, title and
 * page-meta breadcrumb (its route `handle`), the previous page of this tab
 * for the allowed pairings, and the theme's switch (header module or global
 * web navigation). Pages never draw a trail of their own.
 */
export function SiteBreadcrumb() {
  const matches = useMatches();
  const location = useLocation();
  const { t } = useT();
  const { showBreadcrumbs } = useStoreTheme().settings;
  const previous = usePreviousPath();
  const page = shownPage(matches, location.pathname);
  const labels = useMemo(
    () => ({
      home: t('common.home'),
      blogs: t('blog.title'),
      routes: {
        search: t('search.title'),
        'collection-index': t('browse.collections.title'),
        'collections-all': t('browse.allProducts.title'),
        cart: t('common.yourCart'),
        account: t('account.nav.account'),
        address: t('account.nav.addresses'),
        'wishlist-index': t('account.nav.wishlist'),
        'blogs.index': t('blog.title'),
        'policy-index': t('policy.title'),
      },
    }),
    [t],
  );
  const settings = useMemo(
    () => ({
      headerShowBreadcrumb: showBreadcrumbs.headerModule,
      webNavigate: { show_navigate: showBreadcrumbs.webNavigation },
    }),
    [showBreadcrumbs],
  );
  const breadcrumb = useBreadcrumb({
    routeName: page.routeName,
    path: `${location.pathname}${location.search}`,
    title: page.title,
    pageMetaBreadcrumb: page.breadcrumb,
    labels,
    settings,
    referrer: previous,
  });
  const isNamed = page.routeName !== null && !WITHOUT_BAR.has(page.routeName);
  if (!isNamed || breadcrumb.items.length < 2) return null;
  return <Breadcrumb {...breadcrumb} />;
}
