import { HomePage } from '@vitrine/ui';
import { PAGE_CACHE } from '../server/cache';
import { homeMeta } from '../seo/pages';
import { metaInputOf } from '../seo/meta-input.server';
import { useStoreTheme } from '../site/theme';
import { loadMediaFeed } from './showcase.server';
import type { Route } from './+types/home';

/** Products in each of the home page's rows ("New arrivals", "Our favourites"). */
const HOME_PRODUCT_COUNT = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [latest, favourites, collections, posts] = await Promise.all([
    context.commerce.catalog.listProducts({ sort: 'newest', page_size: HOME_PRODUCT_COUNT }),
    // The merchant's own order ("featured") is their pick; new arrivals are shown above it.
    context.commerce.catalog.listProducts({ sort: 'featured', page_size: HOME_PRODUCT_COUNT * 2 }),
    context.commerce.catalog.listCollections(),
    loadMediaFeed(context.commerce),
  ]);
  const shown = new Set(latest.products.map((p) => p.ID));
  return {
    products: latest.products,
    favourites: favourites.products.filter((p) => !shown.has(p.ID)).slice(0, HOME_PRODUCT_COUNT),
    collections,
    posts,
    // Built here, so the builders of the page's title and JSON-LD stay off its JavaScript.
    meta: homeMeta(metaInputOf(request, context.commerce.store.url)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

/** Catalog data only, but the layout carries the shopper's cart count: a browser may keep it, shared caches may not. */
export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useStoreTheme();
  const { meta: _meta, ...page } = loaderData;
  return <HomePage {...page} cardLayout={settings.layout.productCard} heroLayout={settings.layout.hero} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
