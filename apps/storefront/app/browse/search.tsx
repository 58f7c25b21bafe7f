import { SearchPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import { BROWSE_PATHS } from './browse-links';
import { loadSearchPage } from './browse-search.server';
import { useSearchTracking } from './browse-tracking';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import { useStoreTheme } from '../site/theme';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const q = args.loaderData?.state.q ?? '';
  return browseMeta(args, {
    title: q ? t('search.resultsFor', { query: q }) : t('search.title'),
    page: args.loaderData?.state.page ?? 1,
    // Result lists are for shoppers; the collections are what search engines should index.
    noindex: true,
  });
}

/** The search page (route name search): the kit's composition in the theme's card layout. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { state, result, invalid, currency } = loaderData;
  const { settings } = useStoreTheme();
  useSearchTracking(state.q);
  return (
    <PageLabelsProvider>
      <SearchPage
        state={state}
        result={result}
        invalid={invalid !== null}
        currency={currency}
        cardLayout={settings.layout.productCard}
        allProductsHref={BROWSE_PATHS.allProducts}
      />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
