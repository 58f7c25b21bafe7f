import { ArticlePage } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { loadArticle } from './browse-blog.server';
import { BLOG_PATHS, BROWSE_PATHS } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { articleJsonLd, browseMeta, metaI18n, metaOrigin } from '../seo/browse';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/blog-article';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticle(context, params.blog, params.article);
}

/** The site shell's breadcrumb: Home, Blogs, the article's blog (its page-meta trail), then the article (spec 2). */
export const handle = {
  routeName: 'blogs.show',
  pageMeta: ({ article }: Route.ComponentProps['loaderData']) => ({
    title: article.title,
    breadcrumb: [{ path: BROWSE_PATHS.blog(article.collection.handle), name: article.collection.title }],
  }),
} satisfies PageHandle;

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const data = args.loaderData;
  if (!data) return browseMeta(args, { title: t('blog.title'), noindex: true });
  const { article } = data;
  const path = BROWSE_PATHS.article(article.collection.handle, article.handle);
  const origin = metaOrigin(args.matches);
  return browseMeta(args, {
    title: article.title,
    description: article.excerpt,
    crumbs: [
      { name: t('blog.title'), path: BROWSE_PATHS.blogs },
      { name: article.collection.title, path: BROWSE_PATHS.blog(article.collection.handle) },
      { name: article.title, path },
    ],
    jsonLd: [articleJsonLd({ ...article, url: `${origin}${path}`, origin })],
  });
}

/** One article (route name blogs.show) with recommended and recent articles beside it. */
export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  return (
    <div data-route="blogs.show">
      <PageLabelsProvider>
        <ArticlePage
          article={loaderData.article}
          recent={loaderData.recent}
          recommended={loaderData.recommended}
          locale={locale}
          paths={BLOG_PATHS}
        />
      </PageLabelsProvider>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
