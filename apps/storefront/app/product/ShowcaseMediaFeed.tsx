import { Link } from 'react-router';
import type { MediaFeedPost } from '@vitrine/commerce';
import { imageSrcSet, imageUrl } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import * as styles from './showcase.css';

/** The tiles are a third of the page on desktop, most of the width on phones. */
const FEED_IMAGE_SIZES = '(max-width: 767px) 78vw, 33vw';

/**
 * The home page's media feed (the spec's optional "instagram" application):
 * the posts the store configured, each a square picture with its caption and
 * a link to the product it shows. Plain links and images: it works without
 * JavaScript and adds nothing to the first load but markup.
 */
export function ShowcaseMediaFeed({ posts }: { posts: readonly MediaFeedPost[] }) {
  const { t } = useT();
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="media-feed-title" data-testid="media-feed">
      <div className={styles.sectionHead}>
        <h2 id="media-feed-title" className={styles.sectionTitle}>
          {t('showcase.mediaFeed.title')}
        </h2>
        <p className={styles.sectionLead}>{t('showcase.mediaFeed.lead')}</p>
      </div>
      <ul className={styles.feed}>
        {posts.map((post) => {
          const body = (
            <figure className={styles.feedCard}>
              {post.image ? (
                <img
                  className={styles.feedImage}
                  src={imageUrl(post.image.url, 600)}
                  srcSet={imageSrcSet(post.image.url)}
                  sizes={FEED_IMAGE_SIZES}
                  width={post.image.width}
                  height={post.image.height}
                  alt={post.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <figcaption>
                <span className={styles.feedAuthor}>@{post.author}</span>{' '}
                <span className={styles.feedCaption} dir="auto">
                  {post.caption}
                </span>
                {post.product ? (
                  <>
                    <br />
                    <span className={styles.feedProduct}>{t('showcase.mediaFeed.shop', { product: post.product.title })}</span>
                  </>
                ) : null}
              </figcaption>
            </figure>
          );
          return (
            <li key={post.id} className={styles.feedItem} data-testid="media-feed-post">
              {post.product ? (
                <Link to={`/products/${post.product.handle}`} className={styles.feedCard} prefetch="intent">
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
