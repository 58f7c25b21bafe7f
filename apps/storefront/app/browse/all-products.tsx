import { data } from 'react-router';
import { pageCount, readListQuery } from '@vitrine/headless';
import { CollectionPage } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { BROWSE_PATHS } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import { useStoreTheme } from '../site/theme';
import type { Route } from './+types/all-products';

/** Products on one page of /collections/all. */
const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { sort, page } = readListQuery(new URL(request.url).searchParams);
  const list = await context.commerce.catalog.listProducts({ sort, page, page_size: PAGE_SIZE });
  // A page past the end is not a document of its own.
  if (page > pageCount(list.total, list.page_size)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...list, sort };
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('browse.allProducts.title');
  return browseMeta(args, {
    title,
    description: t('browse.allProducts.lead'),
    page: args.loaderData?.page ?? 1,
    image: args.loaderData?.products[0]?.image ?? null,
    crumbs: [{ name: title, path: BROWSE_PATHS.allProducts }],
  });
}

/** Every product of the shop (route name collections-all), sorted and paged: the kit's collection page. */
export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { products, total, page, page_size, sort } = loaderData;
  const { t } = useT();
  const { settings } = useStoreTheme();
  const title = t('browse.allProducts.title');
  return (
    <CollectionPage
      title={title}
      description={t('browse.allProducts.lead')}
      path={BROWSE_PATHS.allProducts}
      products={products}
      total={total}
      page={page}
      pageSize={page_size}
      sort={sort}
      cardLayout={settings.layout.productCard}
      routeName="collections-all"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
