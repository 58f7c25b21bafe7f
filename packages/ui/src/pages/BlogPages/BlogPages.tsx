import type { BlogCollection, BlogPage as BlogArticleList, BlogPost, BlogSummary } from '@vitrine/headless';
import { imageSrcSet, imageUrl } from '../../image/image';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { Pagination } from '../../Pagination/Pagination';
import * as styles from './BlogPages.css';
import { DEFAULT_BLOG_PAGES_LABELS } from './labels';

/** Where the blog pages link: a blog and an article (the shop's `/blogs/…` addresses by default). */
export interface BlogPaths {
  blog: (handle: string) => string;
  article: (blog: string, article: string) => string;
}

export const DEFAULT_BLOG_PATHS: BlogPaths = {
  blog: (handle) => `/blogs/${encodeURIComponent(handle)}`,
  article: (blog, article) => `/blogs/${encodeURIComponent(blog)}/${encodeURIComponent(article)}`,
};

/** Widths offered for a cover (the media route's widths, spec 9). */
const CARD_WIDTHS = [300, 400, 600, 800];
const COVER_WIDTHS = [400, 600, 800, 1000, 1300];

/** A date as the shopper's language writes it, in UTC so server and browser agree. */
function articleDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  article: BlogSummary;
  locale?: string;
  headingLevel?: 2 | 3;
  /** Above the fold: the cover loads at once. */
  isEager?: boolean;
  hasExcerpt?: boolean;
  paths?: BlogPaths;
}

/**
 * An article in a list: cover (3:2, width and height given so nothing
 * moves), blog, title, excerpt, author and date. Renders `data-article`
 * (the handle).
 *
 * @example
 * <ArticleCard article={summary} locale="fr-FR" />
 */
export function ArticleCard({
  article,
  locale = 'en-US',
  headingLevel = 3,
  isEager = false,
  hasExcerpt = true,
  paths = DEFAULT_BLOG_PATHS,
}: ArticleCardProps) {
  const text = useLabels('BlogPages', DEFAULT_BLOG_PAGES_LABELS);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-article={article.handle}>
      <Link href={paths.article(article.collection.handle, article.handle)} className={styles.cardLink}>
        <span className={styles.cardMedia}>
          {article.image ? (
            <img
              src={imageUrl(article.image.url, 600)}
              srcSet={imageSrcSet(article.image.url, CARD_WIDTHS)}
              sizes="(max-width: 767px) 100vw, 33vw"
              width={600}
              height={400}
              alt=""
              loading={isEager ? 'eager' : 'lazy'}
              className={styles.cardImage}
            />
          ) : null}
        </span>
        <span className={styles.kicker}>{article.collection.title}</span>
        <Heading className={styles.cardTitle}>{article.title}</Heading>
      </Link>
      {hasExcerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
      <p className={styles.meta}>
        {text.byline(article.author)} ·{' '}
        <time dateTime={article.published_at}>{articleDate(article.published_at, locale)}</time>
      </p>
    </article>
  );
}

/** Props of {@link BlogIndexPage}. */
export interface BlogIndexPageProps {
  /** The store's chosen articles, first. */
  featured: readonly BlogSummary[];
  /** Each blog with its newest articles. */
  sections: readonly { collection: BlogCollection; articles: readonly BlogSummary[] }[];
  locale?: string;
  paths?: BlogPaths;
}

/**
 * The blogs' home: featured articles, then each blog with its newest
 * articles and a link to all of them. Renders `data-testid="featured-articles"`
 * and `data-blog` (the handle) on each blog's section.
 */
export function BlogIndexPage({
  featured,
  sections,
  locale = 'en-US',
  paths = DEFAULT_BLOG_PATHS,
}: BlogIndexPageProps) {
  const text = useLabels('BlogPages', DEFAULT_BLOG_PAGES_LABELS);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.lead}>{text.lead}</p>
      </header>
      {featured.length > 0 ? (
        <section aria-labelledby="blog-featured" className={styles.section}>
          <h2 id="blog-featured" className={styles.sectionTitle}>
            {text.featured}
          </h2>
          <div className={styles.grid} data-testid="featured-articles">
            {featured.map((article, index) => (
              <ArticleCard key={article.id} article={article} locale={locale} isEager={index < 3} paths={paths} />
            ))}
          </div>
        </section>
      ) : null}
      {sections.map(({ collection, articles }) => (
        <section
          key={collection.handle}
          aria-labelledby={`blog-${collection.handle}`}
          className={styles.section}
          data-blog={collection.handle}
        >
          <div className={styles.sectionHead}>
            <div>
              <h2 id={`blog-${collection.handle}`} className={styles.sectionTitle}>
                <Link href={paths.blog(collection.handle)}>{collection.title}</Link>
              </h2>
              {collection.description ? <p className={styles.note}>{collection.description}</p> : null}
            </div>
            <Link href={paths.blog(collection.handle)} className={styles.seeAll}>
              {text.seeAll(collection.title)} ({text.articleCount(collection.blog_count)})
            </Link>
          </div>
          {articles.length === 0 ? (
            <p className={styles.empty}>{text.empty}</p>
          ) : (
            <div className={styles.grid}>
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} locale={locale} paths={paths} />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

/** Props of {@link BlogPage}. */
export interface BlogPageProps {
  collection: BlogCollection;
  /** One page of its articles, newest first. */
  articles: BlogArticleList;
  /** The address of another page of the list. */
  pageHref: (page: number) => string;
  locale?: string;
  paths?: BlogPaths;
}

/** One blog's articles, newest first, a page at a time. Renders `data-testid="article-list"`. */
export function BlogPage({
  collection,
  articles,
  pageHref,
  locale = 'en-US',
  paths = DEFAULT_BLOG_PATHS,
}: BlogPageProps) {
  const text = useLabels('BlogPages', DEFAULT_BLOG_PAGES_LABELS);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.description ? <p className={styles.lead}>{collection.description}</p> : null}
        <p className={styles.note}>{text.articleCount(articles.total)}</p>
      </header>
      {articles.list.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <div className={styles.grid} data-testid="article-list">
          {articles.list.map((article, index) => (
            <ArticleCard
              key={article.id}
              article={article}
              locale={locale}
              headingLevel={2}
              isEager={articles.page === 1 && index < 3}
              paths={paths}
            />
          ))}
        </div>
      )}
      <Pagination page={articles.page} total={articles.total} pageSize={articles.page_size} hrefOf={pageHref} />
    </div>
  );
}

/** Props of {@link ArticlePage}. */
export interface ArticlePageProps {
  /** The article; its `body_html` was sanitized by the content engine. */
  article: BlogPost;
  recent: readonly BlogSummary[];
  recommended: readonly BlogSummary[];
  locale?: string;
  paths?: BlogPaths;
}

/**
 * One article (blog, title, author, date, cover, text) with recommended and
 * recent articles beside it (below it on a phone). Renders
 * `data-testid="article"`, `"recommended-articles"` and `"recent-articles"`.
 */
export function ArticlePage({
  article,
  recent,
  recommended,
  locale = 'en-US',
  paths = DEFAULT_BLOG_PATHS,
}: ArticlePageProps) {
  const text = useLabels('BlogPages', DEFAULT_BLOG_PAGES_LABELS);
  const blogPath = paths.blog(article.collection.handle);
  return (
    <div className={styles.articleLayout}>
      <article className={styles.article} data-testid="article">
        <header className={styles.articleHead}>
          <Link href={blogPath} className={styles.kicker}>
            {article.collection.title}
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.note}>
            {text.byline(article.author)} ·{' '}
            <time dateTime={article.published_at}>{text.published(articleDate(article.published_at, locale))}</time>
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
            className={styles.cover}
          />
        ) : null}
        {/* Sanitized by the content engine on the way out. */}
        <div className={styles.body} dir="auto" dangerouslySetInnerHTML={{ __html: article.body_html }} />
        <p>
          <Link href={blogPath} className={styles.seeAll}>
            <span aria-hidden="true">← </span>
            {text.back(article.collection.title)}
          </Link>
        </p>
      </article>
      <aside className={styles.aside}>
        {recommended.length > 0 ? (
          <section aria-labelledby="article-recommended" data-testid="recommended-articles">
            <h2 id="article-recommended" className={styles.asideTitle}>
              {text.recommended}
            </h2>
            <div className={styles.asideList}>
              {recommended.map((item) => (
                <ArticleCard key={item.id} article={item} locale={locale} hasExcerpt={false} paths={paths} />
              ))}
            </div>
          </section>
        ) : null}
        {recent.length > 0 ? (
          <section aria-labelledby="article-recent" data-testid="recent-articles">
            <h2 id="article-recent" className={styles.asideTitle}>
              {text.recent}
            </h2>
            <ul className={styles.recentList}>
              {recent.map((item) => (
                <li key={item.id} data-article={item.handle}>
                  <Link href={paths.article(item.collection.handle, item.handle)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}
