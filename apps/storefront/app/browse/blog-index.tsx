import { Link } from 'react-router';
import { BrowseArticleCard } from './BrowseArticleCard';
import { useT } from '@vitrine/i18n';
import { loadBlogIndex } from './browse-blog.server';
import { BROWSE_PATHS } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import * as cards from './browse-cards.css';
import * as blogStyles from './browse-blog.css';
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
  const { sections, featured } = loaderData;
  const { t } = useT();
  const title = t('blog.title');
  return (
    <div className={styles.page} data-route="blogs.index">
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('blog.lead')}</p>
      </header>
      {featured.length > 0 ? (
        <section aria-labelledby="blog-featured" className={blogStyles.section}>
          <h2 id="blog-featured" className={blogStyles.sectionTitle}>
            {t('blog.featured')}
          </h2>
          <div className={cards.articleGrid} data-testid="featured-articles">
            {featured.map((article, index) => (
              <BrowseArticleCard key={article.id} article={article} isEager={index < 3} />
            ))}
          </div>
        </section>
      ) : null}
      {sections.map(({ collection, articles }) => (
        <section key={collection.handle} aria-labelledby={`blog-${collection.handle}`} className={blogStyles.section} data-blog={collection.handle}>
          <div className={blogStyles.sectionHead}>
            <div>
              <h2 id={`blog-${collection.handle}`} className={blogStyles.sectionTitle}>
                <Link to={BROWSE_PATHS.blog(collection.handle)}>{collection.title}</Link>
              </h2>
              {collection.description ? <p className={styles.note}>{collection.description}</p> : null}
            </div>
            <Link to={BROWSE_PATHS.blog(collection.handle)} className={blogStyles.seeAll}>
              {t('blog.seeAll', { title: collection.title })} ({t('blog.articleCount', { count: collection.blog_count })})
            </Link>
          </div>
          {articles.length === 0 ? (
            <p className={styles.empty}>{t('blog.empty')}</p>
          ) : (
            <div className={cards.articleGrid}>
              {articles.map((article) => (
                <BrowseArticleCard key={article.id} article={article} />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
