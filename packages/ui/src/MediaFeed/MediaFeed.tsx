import type { Image } from '@vitrine/headless';
import { useId } from 'react';
import { ProductImage } from '../image/ProductImage';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import * as styles from './MediaFeed.css';

/** Texts of the media feed; override any of them to translate. */
export interface MediaFeedLabels {
  title: string;
  lead: string;
  /** The link to the product a post shows, e.g. "Shop the Alder Linen Shirt". */
  shop: (product: string) => string;
}

export const DEFAULT_MEDIA_FEED_LABELS: MediaFeedLabels = {
  title: 'From our studio',
  lead: 'Everyday moments with the things we make, shared by our studio and our customers.',
  shop: (product) => `Shop the ${product}`,
};

/** One post of the feed: a square picture, a caption and the product it shows. */
export interface MediaFeedPost {
  id: number;
  caption: string;
  /** Shown as `@author`. */
  author: string;
  image: Image | null;
  /** The product the post links to; null for none. */
  product: { handle: string; title: string } | null;
}

/** Props of {@link MediaFeed}. */
export interface MediaFeedProps {
  posts: readonly MediaFeedPost[];
  /** Product page address; `/products/{handle}` by default. */
  productHref?: (handle: string) => string;
  labels?: Partial<MediaFeedLabels>;
  className?: string;
}

/** The tiles are a third of the page on desktop, most of the width on phones. */
const FEED_IMAGE_SIZES = '(max-width: 767px) 78vw, 33vw';

/**
 * The store's media feed (the spec's optional "instagram" application): the
 * posts the store chose, each a square picture with its caption and a link
 * to the product it shows. Plain links and pictures: nothing to load but
 * markup, and it works without JavaScript. Nothing renders without posts.
 *
 * @example
 * <MediaFeed posts={loaderData.posts} />
 */
export function MediaFeed({
  posts,
  productHref = (handle) => `/products/${handle}`,
  labels,
  className,
}: MediaFeedProps) {
  const text = useLabels('MediaFeed', DEFAULT_MEDIA_FEED_LABELS, labels);
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-testid="media-feed"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.lead}>{text.lead}</p>
      </div>
      <ul className={styles.feed}>
        {posts.map((post) => {
          const body = (
            <figure className={styles.card}>
              {post.image && (
                <ProductImage
                  image={post.image}
                  className={styles.image}
                  sizes={FEED_IMAGE_SIZES}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <figcaption>
                <span className={styles.author}>@{post.author}</span>{' '}
                <span className={styles.caption} dir="auto">
                  {post.caption}
                </span>
                {post.product && (
                  <>
                    <br />
                    <span className={styles.product}>{text.shop(post.product.title)}</span>
                  </>
                )}
              </figcaption>
            </figure>
          );
          return (
            <li key={post.id} className={styles.item} data-testid="media-feed-post">
              {post.product ? (
                <Link href={productHref(post.product.handle)} className={styles.link}>
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
