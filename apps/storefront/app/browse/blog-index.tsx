import { BlogIndexPage } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { loadBlogIndex } from './browse-blog.server';
import { BLOG_PATHS, BROWSE_PATHS } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import type { Route } from './+types/blog-index';

export async function loader({ context }: Route.LoaderArgs) {
  return loadBlogIndex(context);
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('blog.title');
  return browseMeta(args, { title, description: t('blog.lead'), crumbs: [{ name: title, path: BROWSE_PATHS.blogs }] });
}

/** The blogs' home (route name blogs.index): featured articles, then each blog with its newest. */
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  return (
    <div data-route="blogs.index">
      <PageLabelsProvider>
        <BlogIndexPage
          featured={loaderData.featured}
          sections={loaderData.sections}
          locale={locale}
          paths={BLOG_PATHS}
        />
      </PageLabelsProvider>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
