import { data } from 'react-router';
import { readListQuery } from '@vitrine/headless';
import { CollectionPage } from '@vitrine/ui';
import { PAGE_CACHE } from '../server/cache';
import { collectionMeta, notFoundMeta } from '../seo/pages';
import { metaInputOf } from '../seo/meta-input.server';
import { useStoreTheme } from '../site/theme';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/collection';

/** Products per collection page. */
const PAGE_SIZE = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { sort, page } = readListQuery(new URL(request.url).searchParams);
  const detail = await context.commerce.catalog.getCollection(params.handle, { sort, page, page_size: PAGE_SIZE });
  if (!detail) throw data(null, { status: 404, statusText: 'Not Found' });
  // A page past the end is not a document of its own.
  if (page > 1 && detail.products.length === 0) throw data(null, { status: 404, statusText: 'Not Found' });
  // Built here, so the builders of the page's title and JSON-LD stay off its JavaScript.
  return {
    ...detail,
    sort,
    meta: collectionMeta({ ...detail, page }, metaInputOf(request, context.commerce.store.url)),
  };
}

/** The site shell's breadcrumb: Home, then the collection (spec 2). */
export const handle = {
  routeName: 'collection-show',
  pageMeta: ({ collection }: Route.ComponentProps['loaderData']) => ({ title: collection.title }),
} satisfies PageHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? notFoundMeta();
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

/** A collection (route name collection-show): the kit's collection page in the theme's card layout. */
export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, products, page, page_size, total, sort } = loaderData;
  const { settings } = useStoreTheme();
  return (
    <CollectionPage
      title={collection.title}
      description={collection.description}
      path={`/collections/${collection.handle}`}
      products={products}
      total={total}
      page={page}
      pageSize={page_size}
      sort={sort}
      cardLayout={settings.layout.productCard}
      routeName={handle.routeName}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
