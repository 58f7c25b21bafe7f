import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '@vitrine/ui';
import type { Collection } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import { BROWSE_PATHS } from './browse-links';
import * as styles from './browse-cards.css';

/** Widths offered for a collection picture (the media route's widths, spec 9). */
const COLLECTION_IMAGE_WIDTHS = [300, 400, 600, 800, 1000];

/** A collection of the index: its picture, name, product count and description. */
export function BrowseCollectionCard({ collection, isEager }: { collection: Collection; isEager: boolean }) {
  const { t } = useT();
  return (
    <Link to={BROWSE_PATHS.collection(collection.handle)} className={styles.collectionCard} prefetch="intent">
      <span className={styles.collectionMedia}>
        {collection.image ? (
          <img
            src={imageUrl(collection.image.url, 600)}
            srcSet={imageSrcSet(collection.image.url, COLLECTION_IMAGE_WIDTHS)}
            sizes="(max-width: 767px) 100vw, (max-width: 1100px) 50vw, 33vw"
            width={collection.image.width}
            height={collection.image.height}
            alt=""
            loading={isEager ? 'eager' : 'lazy'}
            fetchPriority={isEager ? 'high' : 'auto'}
            className={styles.collectionImage}
          />
        ) : null}
      </span>
      <span className={styles.collectionText}>
        <span className={styles.collectionName}>{collection.title}</span>
        <span className={styles.collectionCount}>{t('common.productCount', { count: collection.products_count })}</span>
        {collection.description ? <span className={styles.collectionDescription}>{collection.description}</span> : null}
      </span>
    </Link>
  );
}
