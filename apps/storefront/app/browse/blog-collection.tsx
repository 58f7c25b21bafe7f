import { BlogPage } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { loadBlogCollection } from './browse-blog.server';
import { BLOG_PATHS, BROWSE_PATHS } from './browse-links';
import { listPageHref, readPage } from '@vitrine/headless';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/blog-collection';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBlogCollection(context, params.blog, readPage(new URL(request.url).searchParams));
}

/** The site shell's breadcrumb: Home, Blogs, then the blog (spec 2). */
export const handle = {
  routeName: 'blog_collections.getBlogs',
  pageMeta: ({ collection }: Route.ComponentProps['loaderData']) => ({ title: collection.title }),
} satisfies PageHandle;

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const data = args.loaderData;
  if (!data) return browseMeta(args, { title: t('blog.title'), noindex: true });
  const { collection, articles } = data;
  return browseMeta(args, {
    title: collection.title,
    description: collection.description || t('blog.lead'),
    page: articles.page,
    crumbs: [
      { name: t('blog.title'), path: BROWSE_PATHS.blogs },
      { name: collection.title, path: BROWSE_PATHS.blog(collection.handle) },
    ],
  });
}

/** One blog's articles, newest first, twelve a page (route name blog_collections.getBlogs). */
export default function BlogCollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, articles } = loaderData;
  const { locale } = useT();
  const path = BROWSE_PATHS.blog(collection.handle);
  return (
    <div className={styles.page} data-route="blog_collections.getBlogs">
      <PageLabelsProvider>
        <BlogPage
          collection={collection}
          articles={articles}
          pageHref={(page) => listPageHref(path, 'featured', page)}
          locale={locale}
          paths={BLOG_PATHS}
        />
      </PageLabelsProvider>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
