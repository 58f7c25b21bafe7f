import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '@vitrine/ui';
import type { BlogSummary } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import { BROWSE_PATHS } from './browse-links';
import * as styles from './browse-cards.css';

/** Widths offered for a cover (the media route's widths, spec 9). */
const COVER_WIDTHS = [300, 400, 600, 800];
/** Covers are cropped to 3:2; width and height give the browser that shape before the picture arrives. */
const COVER_BOX = { width: 600, height: 400 } as const;

/** A date as the shopper's language writes it, in UTC so server and browser agree. */
export function useArticleDate(iso: string): string {
  const { locale } = useT();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** An article in a list: cover, blog, title, excerpt, author and date. */
export function BrowseArticleCard({
  article,
  headingLevel = 3,
  isEager = false,
  hasExcerpt = true,
}: {
  article: BlogSummary;
  headingLevel?: 2 | 3;
  isEager?: boolean;
  hasExcerpt?: boolean;
}) {
  const { t } = useT();
  const date = useArticleDate(article.published_at);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.articleCard} data-article={article.handle}>
      <Link to={BROWSE_PATHS.article(article.collection.handle, article.handle)} className={styles.articleLink} prefetch="intent">
        <span className={styles.articleMedia}>
          {article.image ? (
            <img
              src={imageUrl(article.image.url, 600)}
              srcSet={imageSrcSet(article.image.url, COVER_WIDTHS)}
              sizes="(max-width: 767px) 100vw, 33vw"
              width={COVER_BOX.width}
              height={COVER_BOX.height}
              alt=""
              loading={isEager ? 'eager' : 'lazy'}
              className={styles.articleImage}
            />
          ) : null}
        </span>
        <span className={styles.articleKicker}>{article.collection.title}</span>
        <Heading className={styles.articleTitle}>{article.title}</Heading>
      </Link>
      {hasExcerpt ? <p className={styles.articleExcerpt}>{article.excerpt}</p> : null}
      <p className={styles.articleMeta}>
        {t('blog.byline', { author: article.author })} · <time dateTime={article.published_at}>{date}</time>
      </p>
    </article>
  );
}
