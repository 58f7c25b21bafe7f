import { useEffect, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { createStoreClient, StoreProvider, useCart } from '@vitrine/headless';
import { LinkProvider, type LinkProps } from '@vitrine/ui';
import type { Cart } from '@vitrine/headless';
import { activeTheme } from './lib/theme';
import { errorMeta, notFoundMeta } from './lib/seo/pages';
import { siteOrigin } from './lib/seo/origin.server';
import { readCartToken } from './lib/cart-cookie.server';
import { localeOf } from './i18n/locale.server';
import { I18nProvider, useT } from './i18n/I18nProvider';
import { CartUiProvider } from './components/CartUi';
import { SiteHeader } from './components/SiteHeader';
import { SiteFooter } from './components/SiteFooter';
import * as styles from './styles/layout.css';
import './styles/global.css';
import type { Route } from './+types/root';

export const STORE_NAME = 'Vitrine';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [cart, collections] = await Promise.all([
    context.commerce.carts.get(readCartToken(request)),
    context.commerce.catalog.listCollections(),
  ]);
  return {
    cart,
    // The `locale` cookie, else Accept-Language, else en-US; the page is rendered in it on the server.
    ...localeOf(request),
    collections: collections.map((c) => ({ handle: c.handle, title: c.title })),
    // Meta functions cannot see the request; canonical and sharing addresses need its origin.
    seo: { origin: siteOrigin(request) },
  };
}

/** Pages without a meta of their own get the store's title; error pages stay out of search results. */
export function meta({ error }: Route.MetaArgs) {
  if (error) return isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : errorMeta();
  return [{ title: STORE_NAME }, { property: 'og:site_name', content: STORE_NAME }];
}

export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en-US';
  return (
    <html
      lang={locale}
      dir={data?.dir ?? 'ltr'}
      className={activeTheme.themeClass}
      data-theme={activeTheme.name}
      data-cart-type={activeTheme.settings.cartType}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={styles.body}>
        <I18nProvider locale={locale} messages={data?.messages ?? {}}>
          {children}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Links inside ui components navigate client-side and prefetch on intent. */
function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}

/** Keeps the client cart store in step with cart data that arrives from loaders (after form posts and navigations). */
function ServerCartSync({ cart }: { cart: Cart }) {
  const { replaceCart } = useCart();
  useEffect(() => {
    replaceCart(cart);
  }, [cart, replaceCart]);
  return null;
}

function SkipLink() {
  const { t } = useT();
  return (
    <a className={styles.skipLink} href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Lets tests and styles tell a hydrated page from the server-rendered one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const client = useMemo(() => createStoreClient({ locale: loaderData.locale }), [loaderData.locale]);
  return (
    <StoreProvider client={client} initialCart={loaderData.cart}>
      <ServerCartSync cart={loaderData.cart} />
      <LinkProvider component={RouterLink}>
        <CartUiProvider
          cartType={activeTheme.settings.cartType}
          currencyStyle={activeTheme.settings.currencyStyle}
          locale={loaderData.locale}
        >
          <SkipLink />
          <SiteHeader storeName={STORE_NAME} collections={loaderData.collections} />
          <main id="main" className={styles.main}>
            <Outlet />
          </main>
          <SiteFooter storeName={STORE_NAME} collections={loaderData.collections} />
        </CartUiProvider>
      </LinkProvider>
    </StoreProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  let title = t('common.somethingWrong');
  let detail = t('error.tryLater');
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? t('error.notFoundTitle') : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? t('error.notFoundDetail') : detail;
  }
  return (
    <main id="main" className={styles.main}>
      <div className={styles.errorPage}>
        <h1>{title}</h1>
        <p>{detail}</p>
        <a href="/">{t('common.continueShopping')}</a>
      </div>
    </main>
  );
}
