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
import { readCartToken } from './lib/cart-cookie.server';
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
    locale: 'en-US',
    collections: collections.map((c) => ({ handle: c.handle, title: c.title })),
  };
}

export function meta() {
  return [{ title: STORE_NAME }];
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
      dir="ltr"
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
        {children}
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
          <a className={styles.skipLink} href="#main">
            Skip to content
          </a>
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
  let title = 'Something went wrong';
  let detail = 'Please try again in a moment.';
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? 'Page not found' : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? 'The page you are looking for does not exist or has moved.' : detail;
  }
  return (
    <main id="main" className={styles.main}>
      <div className={styles.errorPage}>
        <h1>{title}</h1>
        <p>{detail}</p>
        <a href="/">Continue shopping</a>
      </div>
    </main>
  );
}
