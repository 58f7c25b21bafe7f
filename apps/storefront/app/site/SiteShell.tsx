import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { CURRENCY_CHANGE_EVENT, useStoreEvents } from '@vitrine/headless';
import { BackToTop, useStoreToasts } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, createNavigationWatch, loadChunk } from './site-chunks';
import { serializeCurrencyCookie } from './site-currency';
import { routeNameOf } from './site-route-names';
import { THEME_MODULES } from 'virtual:vitrine/theme-modules';
import { useStoreTheme } from './theme';
import * as styles from './site.css';
import { SiteRegion } from './SiteRegion';
import { SiteChunkError } from './SiteChunkError';
import { useChunk } from './SiteLazy';

const loadToaster = () => import('./SiteToaster');
const loadPageViews = () => import('./site-page-views');

/**
 * In development there is no built stylesheet: the theme's module injects its
 * CSS. (Referencing the modules here also makes the build emit each theme's
 * stylesheet as its own file, outside the first load.)
 */
function useDevelopmentThemeStyles() {
  const theme = useStoreTheme();
  useEffect(() => {
    if (theme.stylesheets.length === 0) void THEME_MODULES[theme.name]?.();
  }, [theme]);
}

/** Mirrors the shopper's currency choice into the cookie the server renders with. */
function useCurrencyCookie() {
  const bus = useStoreEvents();
  useEffect(
    () =>
      bus.subscribe(CURRENCY_CHANGE_EVENT, ({ payload }) => {
        const { choice } = payload as { choice: string };
        document.cookie = serializeCurrencyCookie(choice, window.location.protocol === 'https:');
      }),
    [bus],
  );
}

/**
 * One page view per page shown (first load and each client-side navigation
 * to another address), with the spec's route name; the landing page's
 * ad-click ids are kept in session storage so they go with every later event
 * of the visit. A form posted to the page it is on (a declined card, a
 * refused sign-up) shows the same page again: no new view.
 */
function usePageViews() {
  const location = useLocation();
  const matches = useMatches();
  const bus = useStoreEvents();
  const leaf = matches[matches.length - 1];
  const declared = (leaf?.handle as { routeName?: string } | undefined)?.routeName;
  const isNotFound = leaf?.id === 'site/not-found';
  useEffect(() => {
    // Taken now, published when the (small) tracking chunk is here; views keep their order.
    const view = {
      routeName: declared ?? routeNameOf(location.pathname, isNotFound),
      path: `${location.pathname}${location.search}`,
      title: document.title || null,
    };
    loadChunk(loadPageViews).then(
      (module) => module.publishPageView(bus, view, sessionStorageOrNull()),
      () => undefined,
    );
    // One view per address; the route name and title belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A navigation still loading after 120 s (page code or data that never arrives): say so, offer a retry. */
function NavigationWatchdog() {
  const navigation = useNavigation();
  const [stalled, setStalled] = useState<string | null>(null);
  const [watch] = useState(() => createNavigationWatch((key) => setStalled(key)));
  const pending = navigation.state === 'idle' ? null : (navigation.location?.key ?? null);
  useEffect(() => {
    watch(pending);
    if (pending === null) setStalled(null);
  }, [pending, watch]);
  if (!stalled || !navigation.location) return null;
  const target = `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`;
  return (
    <SiteChunkError
      className={styles.floating}
      error={new ChunkTimeoutError(CHUNK_TIMEOUT_MS)}
      onRetry={() => window.location.assign(target)}
    />
  );
}

/**
 * The site-wide behaviour that needs no first-paint code (this whole module
 * is its own chunk, mounted once hydrated): currency cookie, page views and
 * ad-click ids, the navigation watchdog, the toasts, the region prompt and
 * the back-to-top control (spec 2: loaded lazily, shown 1000 ms after it
 * mounts once the page is scrolled). Events published before it arrives wait
 * on the bus; the toaster's own code loads with the first toast.
 */
export function SiteShell() {
  useDevelopmentThemeStyles();
  useCurrencyCookie();
  usePageViews();
  const { labels } = useT();
  const { toasts, dismiss } = useStoreToasts({ labels: labels('Toast') });
  // The toaster's code (Radix Toast) comes with the first toast; most pages never show one.
  const toaster = useChunk(loadToaster, toasts.length > 0);
  const Toaster = toaster.status === 'loaded' ? toaster.module.SiteToaster : null;
  return (
    <>
      <NavigationWatchdog />
      {Toaster ? <Toaster toasts={toasts} onDismiss={dismiss} /> : null}
      <SiteRegion />
      <BackToTop />
    </>
  );
}
