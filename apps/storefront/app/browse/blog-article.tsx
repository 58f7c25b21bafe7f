import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '@vitrine/ui';
import { BrowseArticleCard, useArticleDate } from './BrowseArticleCard';
import { useT } from '@vitrine/i18n';
import { loadArticle } from './browse-blog.server';
import { BROWSE_PATHS } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { articleJsonLd, browseMeta, metaI18n, metaOrigin } from '../seo/browse';
import * as styles from './browse.css';
import * as cards from './browse-cards.css';
import * as blogStyles from './browse-blog.css';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/blog-article';

/** Widths offered for the article's cover, up to a wide desktop column. */
const COVER_WIDTHS = [400, 600, 800, 1000, 1300];

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
  const { article, recent, recommended } = loaderData;
  const { t } = useT();
  const date = useArticleDate(article.published_at);
  const blogPath = BROWSE_PATHS.blog(article.collection.handle);
  return (
    <div className={styles.page} data-route="blogs.show">
      <div className={blogStyles.articleLayout}>
        <article className={blogStyles.article} data-testid="article">
          <header className={blogStyles.articleHead}>
            <Link to={blogPath} className={cards.articleKicker}>
              {article.collection.title}
            </Link>
            <h1 className={styles.title}>{article.title}</h1>
            <p className={styles.note}>
              {t('blog.byline', { author: article.author })} ·{' '}
              <time dateTime={article.published_at}>{t('blog.published', { date })}</time>
            </p>
          </header>
          {article.image ? (
            <img
              src={imageUrl(article.image.url, 1000)}
              srcSet={imageSrcSet(article.image.url, COVER_WIDTHS)}
              sizes="(max-width: 767px) 100vw, 720px"
              width={1000}
              height={625}
              alt={article.image.alt}
              fetchPriority="high"
              className={blogStyles.cover}
            />
          ) : null}
          {/* Sanitized by the content engine on the way out (packages/commerce/src/content/sanitize.ts). */}
          <div className={blogStyles.body} dangerouslySetInnerHTML={{ __html: article.body_html }} />
          <p>
            <Link to={blogPath} className={blogStyles.seeAll}>
              <span aria-hidden="true">← </span>
              {t('blog.back', { title: article.collection.title })}
            </Link>
          </p>
        </article>
        <aside className={blogStyles.aside}>
          {recommended.length > 0 ? (
            <section aria-labelledby="article-recommended" data-testid="recommended-articles">
              <h2 id="article-recommended" className={blogStyles.asideTitle}>
                {t('blog.recommended')}
              </h2>
              <div className={blogStyles.asideList}>
                {recommended.map((item) => (
                  <BrowseArticleCard key={item.id} article={item} hasExcerpt={false} />
                ))}
              </div>
            </section>
          ) : null}
          {recent.length > 0 ? (
            <section aria-labelledby="article-recent" data-testid="recent-articles">
              <h2 id="article-recent" className={blogStyles.asideTitle}>
                {t('blog.recent')}
              </h2>
              <ul className={blogStyles.recentList}>
                {recent.map((item) => (
                  <li key={item.id} data-article={item.handle}>
                    <Link to={BROWSE_PATHS.article(item.collection.handle, item.handle)} prefetch="intent">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
