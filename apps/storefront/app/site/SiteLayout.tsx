import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Deferred, deferredModule, Header, PageShell } from '@vitrine/ui';
import { currencySelectorPlace } from '@vitrine/ui/theme';
// The islands' styles load with the page (their code after it), so their server HTML is styled from the first paint.
import '@vitrine/ui/styles/Breadcrumb/Breadcrumb';
import '@vitrine/ui/styles/CurrencySelector/CurrencySelector';
import '@vitrine/ui/styles/Footer/Footer';
import '@vitrine/ui/styles/SearchBox/SearchBox';
import '@vitrine/ui/styles/SubscribeForm/SubscribeForm';
// The theme preview banner's styles (an island too): unstyled until its code came, it grew and pushed the page down.
import '@vitrine/ui/styles/SiteNotices/SiteNotices';
// The shop-closed notice (in the same island) is an Alert.
import '@vitrine/ui/styles/Alert/Alert';
import { useCartUi } from '../cart/CartUi';
import type { ShellFooterProps } from './ShellFooter';
import { island } from './SiteIsland';
import { useStoreTheme } from './theme';

// Spec 2's lazily loaded components: rendered by the server, their code loaded after the first paint.
// The footer's links and forms (subscribe, currency) work as the server drew them, so its code (with the
// currency selector's, the subscribe form's and the payment icons', about 7 KB) waits for the shopper's
// first interaction with the page.
const ShellFooter = deferredModule<ShellFooterProps>(() =>
  import('./ShellFooter').then((m) => ({ default: m.ShellFooter })),
);
const ShellCurrency = island(() => import('./ShellHeaderParts').then((m) => m.ShellCurrency));
const ShellLanguage = island(() => import('./ShellHeaderParts').then((m) => m.ShellLanguage));
const ShellSearch = island(() => import('./ShellHeaderParts').then((m) => m.ShellSearch));
// The breadcrumb's links work as the server drew them; its code follows the trail from page to page, and
// the first move to another page is an interaction, so it loads at the shopper's first.
const SiteBreadcrumb = deferredModule<Record<string, never>>(() =>
  import('./SiteBreadcrumb').then((m) => ({ default: m.SiteBreadcrumb })),
);
/** The breadcrumb reads the page from the router: no props. */
const NO_PROPS: Record<string, never> = {};
const SitePreviewBanner = island(() => import('./SitePreviewBanner').then((m) => m.SitePreviewBanner));
// Page views, currency cookie, toasts, region prompt, back-to-top: nothing of it is needed for the first paint.
const SiteShell = island(() => import('./SiteShell').then((m) => m.SiteShell));

/** How many collections the header names; the footer lists them all. */
const HEADER_COLLECTIONS = 5;

/** Id of `main`: the header's skip link points at it. */
export const MAIN_ID = 'main';

export interface SiteLayoutProps {
  storeName: string;
  collections: readonly { handle: string; title: string }[];
  isSignedIn: boolean;
  /** The copyright year, from the server (no mismatch at New Year). */
  year: number;
  /** The merchant closed the shop: a notice above the header on every page. */
  isShopClosed?: boolean;
  children: ReactNode;
}

/**
 * Every page's frame, assembled from the kit: `PageShell` with the `Header`
 * in the theme's layout (search box, selectors where the theme places them,
 * account and cart), the breadcrumb bar, the `Footer` (collections, the six
 * policies, "Cookie settings", the footer currency selector, the subscribe
 * form) and the deferred site behaviour (back-to-top, toasts, region prompt).
 * Only data and the shop's wiring are here: the theme's settings, the cart
 * type (drawer or page) and the current page.
 */
export function SiteLayout({
  storeName,
  collections,
  isSignedIn,
  year,
  isShopClosed = false,
  children,
}: SiteLayoutProps) {
  const { pathname } = useLocation();
  const { cartType, showCart } = useCartUi();
  const { settings } = useStoreTheme();
  const currencyPlace = currencySelectorPlace(settings.currencySelector);
  const collectionLinks = useMemo(
    () => collections.map((collection) => ({ label: collection.title, href: `/collections/${collection.handle}` })),
    [collections],
  );
  const footer = useMemo(() => ({ storeName, collections: collectionLinks, year }), [storeName, collectionLinks, year]);

  return (
    <PageShell
      mainId={MAIN_ID}
      before={<SitePreviewBanner isShopClosed={isShopClosed} />}
      header={
        <Header
          layout={settings.layout.header}
          storeName={storeName}
          navigation={collectionLinks
            .slice(0, HEADER_COLLECTIONS)
            .map((link) => ({ ...link, isCurrent: link.href === pathname }))}
          search={<ShellSearch />}
          isSignedIn={isSignedIn}
          // Drawer themes open the cart in place; page themes follow the link to /cart.
          onCartClick={cartType === 'drawer' ? showCart : undefined}
          currencySelector={currencyPlace.inHeader ? <ShellCurrency /> : undefined}
          languageSelector={<ShellLanguage />}
          selectorPlacement={currencyPlace.headerPlacement}
          mainId={MAIN_ID}
        />
      }
      breadcrumb={<Deferred module={SiteBreadcrumb} props={NO_PROPS} when="interaction" fallback={null} />}
      footer={<Deferred module={ShellFooter} props={footer} when="interaction" fallback={null} />}
      after={<SiteShell />}
    >
      {children}
    </PageShell>
  );
}
