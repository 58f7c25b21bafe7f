import { CollectionsIndexPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import { PAGE_CACHE } from '../server/cache';
import { BROWSE_PATHS } from './browse-links';
import { browseMeta, metaI18n } from '../seo/browse';
import type { Route } from './+types/collections-index';

export async function loader({ context }: Route.LoaderArgs) {
  const collections = await context.commerce.catalog.listCollections();
  const productCount = (await context.commerce.catalog.listProducts({ page: 1, page_size: 1 })).total;
  return { collections, productCount };
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('browse.collections.title');
  const first = args.loaderData?.collections.find((c) => c.image)?.image ?? null;
  return browseMeta(args, {
    title,
    description: t('browse.collections.lead'),
    image: first,
    crumbs: [{ name: title, path: BROWSE_PATHS.collections }],
  });
}

/** The collections index (route name collection-index): the kit's composition. */
export default function CollectionsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <PageLabelsProvider>
      <CollectionsIndexPage
        collections={loaderData.collections}
        productCount={loaderData.productCount}
        collectionHref={BROWSE_PATHS.collection}
        allProductsHref={BROWSE_PATHS.allProducts}
      />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
