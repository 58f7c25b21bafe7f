import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import {
  Form,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import {
  createStoreClient,
  CurrencyProvider,
  rememberAdClickIds,
  rememberCampaignMedium,
  StoreProvider,
  useAdoptCart,
} from '@vitrine/headless';
import { FormProvider, LinkProvider, type FormProps, type LinkProps } from '@vitrine/ui';
import type { Cart } from '@vitrine/headless';
import { StoreThemeProvider } from './site/theme';
import { PREVIEW_THEME_PARAM, isStoreTheme, previewThemeCookie, storeThemeFor } from './site/site-themes.server';
import { currencyOf } from './site/site-currency.server';
import { cookieFirstStorage } from './site/site-currency';
import { RouteErrorBoundary } from './site/RouteErrorBoundary';
import { errorMeta, notFoundMeta } from './seo/pages';
import { siteOrigin } from './seo/origin.server';
import { readCartToken } from './cart/cart-cookie.server';
import { localeOf } from './i18n/locale.server';
import { I18nProvider, loadMessages, messagesFor, messagesUrl, type Messages } from '@vitrine/i18n';
import { CartUiProvider } from './cart/CartUi';
import { SiteLayout } from './site/SiteLayout';
import { PRIVACY_POLICY_PATH, SitePrivacyProvider } from './site/SitePrivacy';
import * as styles from './site/layout.css';
import { useNonce } from './site/nonce';
import './site/global.css';
import { csrfTokenFor, getSession } from './server/session.server';
import type { Route } from './+types/root';

export const STORE_NAME = 'Vitrine';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // `?preview_theme=vogue` starts a preview (cookie) and comes back without the parameter.
  const preview = url.searchParams.get(PREVIEW_THEME_PARAM);
  if (preview !== null) {
    url.searchParams.delete(PREVIEW_THEME_PARAM);
    throw redirect(`${url.pathname}${url.search}`, {
      headers: {
        'Set-Cookie': previewThemeCookie(isStoreTheme(preview) ? preview : null, url.protocol === 'https:'),
        'Cache-Control': 'no-store',
      },
    });
  }
  const settings = await context.commerce.settings.read();
  const theme = storeThemeFor(request, settings.theme.name);
  const [cart, collections, currency, session] = await Promise.all([
    context.commerce.carts.get(readCartToken(request)),
    context.commerce.catalog.listCollections(),
    currencyOf(request, context.commerce, theme.settings),
    getSession(request, context),
  ]);
  return {
    cart,
    // The `locale` cookie, else Accept-Language, else en-US; the page is rendered in it on the server.
    ...localeOf(request),
    collections: collections.map((c) => ({ handle: c.handle, title: c.title })),
    // Meta functions cannot see the request; canonical and sharing addresses need its origin.
    seo: { origin: siteOrigin(request, context.commerce.store.url) },
    theme,
    // The shopper's currency and the rates, so the server-rendered prices are already in it.
    currency,
    analytics: settings.analytics,
    // Signed in or not (the header's account link), and the token the browser's store client
    // sends with cookie-authenticated changes (wish list, addresses).
    customer: { loginStatus: session !== null },
    csrfToken: session ? csrfTokenFor(session.token) : null,
    // The footer's copyright year, from the server so the browser renders the same.
    year: new Date().getUTCFullYear(),
    // Spec 9's countdown in the cart drawer: the store's minutes, counted from this server time.
    reservation: { minutes: settings.cart.reservation_minutes, serverNow: Date.now() },
    // The merchant closed the shop (store setting `checkout.is_closed`): every page says so.
    isShopClosed: settings.checkout.is_closed,
  };
}

/**
 * The root's data (settings, collections, rates, the signed-in state, the
 * cart as the page arrived) changes through the shopper's own posts, which
 * revalidate it, or an explicit revalidation (a language switch, the payment
 * wait). A plain link to another page leaves it as it is, so a client
 * navigation fetches only the new page's data, unless the address asks the
 * root for something: a theme preview or a `?locale=` language.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const asksRoot = (url: URL) => url.searchParams.has('preview_theme') || url.searchParams.has('locale');
  return asksRoot(nextUrl) || asksRoot(currentUrl);
}

/** Pages without a meta of their own get the store's title; error pages stay out of search results. */
export function meta({ error }: Route.MetaArgs) {
  if (error) return isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : errorMeta();
  return [{ title: STORE_NAME }, { property: 'og:site_name', content: STORE_NAME }];
}

export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/**
 * The catalogue of `locale`. A client navigation to another language (an
 * address with `?locale=`) fetches it, showing the last catalogue meanwhile.
 */
function usePageMessages(locale: string, version: string | undefined): Messages | undefined {
  const [, setFetched] = useState(0);
  const shown = useRef<Messages | undefined>(undefined);
  const messages = messagesFor(locale);
  useEffect(() => {
    if (messages || version === undefined) return;
    loadMessages(locale, messagesUrl(locale, version)).then(
      () => setFetched((count) => count + 1),
      () => window.location.reload(),
    );
  }, [locale, version, messages]);
  if (messages) shown.current = messages;
  return shown.current;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en-US';
  const theme = data?.theme;
  const nonce = useNonce();
  const messages = usePageMessages(locale, data?.messagesVersion);
  return (
    <html
      lang={locale}
      dir={data?.dir ?? 'ltr'}
      className={theme?.themeClass}
      data-theme={theme?.name}
      data-theme-preview={theme?.isPreview || undefined}
      data-cart-type={theme?.settings.cartType}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* No first paint of half a header: on a slow phone the parser can paint the header's first part before
            the rest of it is parsed, and what follows then moves it (a layout shift). The page paints once the
            header is whole, when <main id="main"> (right after it on every page) is parsed. */}
        <link rel="expect" href="#main" {...{ blocking: 'render' }} />
        {/* The theme's web fonts start loading with its stylesheet, not after it (no late swap). */}
        {theme?.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {/* Only the chosen theme's stylesheet: the other themes' CSS is never requested. */}
        {theme?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-site-theme={theme.name} />
        ))}
        <Links />
        {/* The catalogue of the page's language (`lang`): fetched while the scripts load, read before hydration. */}
        {data ? (
          <link rel="preload" as="fetch" href={messagesUrl(locale, data.messagesVersion)} crossOrigin="anonymous" />
        ) : null}
      </head>
      <body className={styles.body}>
        <I18nProvider locale={locale} messages={messages ?? {}}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Links inside ui components navigate client-side and prefetch on intent. */
function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}

/** The kit's forms submit through the router: the action's answer without a full page load. */
function RouterForm({ encType, ...props }: FormProps) {
  return <Form {...props} encType={encType as ComponentProps<typeof Form>['encType']} />;
}

/** Shows the cart a loader brought (after a router form post or a navigation) when it is newer than the one shown. */
function AdoptLoaderCart({ cart }: { cart: Cart }) {
  useAdoptCart(cart);
  return null;
}

/** The currency store's local storage: the cookie's choice first (see `cookieFirstStorage`). */
function useCurrencyStorage() {
  return useState(() =>
    typeof document === 'undefined'
      ? null
      : {
          local: cookieFirstStorage(
            () => document.cookie,
            () => window.localStorage,
          ),
        },
  )[0];
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame loaderData={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The providers every page needs and the site's frame (header, breadcrumb,
 * footer) around the page: the same for a page and for an error page, so a
 * 404 keeps its header, search, navigation and footer.
 */
function SiteFrame({
  loaderData,
  children,
}: {
  loaderData: Route.ComponentProps['loaderData'];
  children: React.ReactNode;
}) {
  useEffect(() => {
    // Lets tests and styles tell a hydrated page from the server-rendered one.
    document.documentElement.dataset.hydrated = 'true';
    // The landing's campaign medium and ad-click ids are kept at once, not when the page-view
    // code arrives: a shopper who leaves the landing page before it would lose them.
    try {
      rememberCampaignMedium(window.sessionStorage, window.location.search);
      rememberAdClickIds(window.sessionStorage, window.location.search);
    } catch {
      // No session storage (a private window may refuse it): nothing to keep.
    }
  }, []);
  const { theme, currency, locale } = loaderData;
  const { csrfToken } = loaderData;
  const client = useMemo(
    () => createStoreClient({ locale, headers: csrfToken ? { 'X-CSRF-Token': csrfToken } : {} }),
    [locale, csrfToken],
  );
  const currencyStorage = useCurrencyStorage();
  const navigate = useNavigate();
  const selector = theme.settings.currencySelector;
  return (
    <StoreThemeProvider theme={theme}>
      <StoreProvider client={client} initialCart={loaderData.cart}>
        <CurrencyProvider
          defaultCurrency={selector.defaultCurrency}
          checkoutCurrency={currency.checkoutCurrency}
          currencies={selector.currencyList}
          currencyStyle={theme.settings.currencyStyle}
          initialCurrency={currency.currency}
          initialRates={currency.rates}
          initialIpInfo={currency.ipInfo}
          storage={currencyStorage ?? undefined}
        >
          <AdoptLoaderCart cart={loaderData.cart} />
          <LinkProvider component={RouterLink} navigate={navigate}>
            <FormProvider component={RouterForm}>
              <CartUiProvider
                cartType={theme.settings.cartType}
                currencyStyle={theme.settings.currencyStyle}
                locale={locale}
                reservation={loaderData.reservation}
              >
                <SitePrivacyProvider analytics={loaderData.analytics} policyHref={PRIVACY_POLICY_PATH}>
                  <SiteLayout
                    storeName={STORE_NAME}
                    collections={loaderData.collections}
                    isSignedIn={loaderData.customer.loginStatus}
                    year={loaderData.year}
                    isShopClosed={loaderData.isShopClosed}
                  >
                    {children}
                  </SiteLayout>
                </SitePrivacyProvider>
              </CartUiProvider>
            </FormProvider>
          </LinkProvider>
        </CurrencyProvider>
      </StoreProvider>
    </StoreThemeProvider>
  );
}

export function ErrorBoundary() {
  const loaderData = useRouteLoaderData<typeof loader>('root');
  // The root's own data arrived (a page failed, not the root): the error shows inside the site's frame.
  if (loaderData) {
    return (
      <SiteFrame loaderData={loaderData}>
        <RouteErrorBoundary />
      </SiteFrame>
    );
  }
  return (
    <main id="main" className={styles.main}>
      <RouteErrorBoundary />
    </main>
  );
}
