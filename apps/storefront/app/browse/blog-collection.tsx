import { BrowseArticleCard } from './BrowseArticleCard';
import { useT } from '@vitrine/i18n';
import { loadBlogCollection } from './browse-blog.server';
import { BROWSE_PATHS } from './browse-links';
import { listPageHref, readPage } from '@vitrine/headless';
import { Pagination } from '@vitrine/ui';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import * as cards from './browse-cards.css';
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
  const { t } = useT();
  const path = BROWSE_PATHS.blog(collection.handle);
  return (
    <div className={styles.page} data-route="blog_collections.getBlogs">
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.description ? <p className={styles.lead}>{collection.description}</p> : null}
        <p className={styles.note}>{t('blog.articleCount', { count: articles.total })}</p>
      </header>
      {articles.list.length === 0 ? (
        <p className={styles.empty}>{t('blog.empty')}</p>
      ) : (
        <div className={cards.articleGrid} data-testid="article-list">
          {articles.list.map((article, index) => (
            <BrowseArticleCard key={article.id} article={article} headingLevel={2} isEager={articles.page === 1 && index < 3} />
          ))}
        </div>
      )}
      <Pagination
        page={articles.page}
        total={articles.total}
        pageSize={articles.page_size}
        hrefOf={(page) => listPageHref(path, 'featured', page)}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
