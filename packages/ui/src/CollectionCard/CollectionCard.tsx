import type { Collection } from '@vitrine/headless';
import { ProductImage } from '../image/ProductImage';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import * as styles from './CollectionCard.css';

/** Texts of the collection card; override any of them to translate. */
export interface CollectionCardLabels {
  /** "12 products". */
  count: (count: number) => string;
}

export const DEFAULT_COLLECTION_CARD_LABELS: CollectionCardLabels = {
  count: (count) => (count === 1 ? '1 product' : `${count} products`),
};

/** Widths offered for a collection picture (the media route's widths, spec 9). */
const COLLECTION_IMAGE_WIDTHS = [300, 400, 600, 800, 1000];

/** Props of {@link CollectionCard}. */
export interface CollectionCardProps {
  collection: Pick<Collection, 'handle' | 'title' | 'description' | 'image' | 'products_count'>;
  /** The collection page's address. */
  href: string;
  /** Set on the cards above the fold: the picture loads eagerly (largest paint). */
  priority?: boolean;
  /** Shows the collection's description under its name. */
  showDescription?: boolean;
  /** `sizes` of the picture; by default a third of the page, all of it on phones. */
  sizes?: string;
  /** Heading level of the name, to fit the page outline. */
  headingLevel?: 2 | 3;
  labels?: Partial<CollectionCardLabels>;
  className?: string;
}

/**
 * A collection as one link: its picture (4:3, falling back like every
 * product picture, spec 8), name, product count and, if asked, description.
 *
 * @example
 * <CollectionCard collection={collection} href={`/collections/${collection.handle}`} priority={index < 3} />
 */
export function CollectionCard({
  collection,
  href,
  priority = false,
  showDescription = false,
  sizes = '(max-width: 767px) 100vw, 33vw',
  headingLevel = 3,
  labels,
  className,
}: CollectionCardProps) {
  const text = useLabels('CollectionCard', DEFAULT_COLLECTION_CARD_LABELS, labels);
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      href={href}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-handle={collection.handle}
    >
      <span className={styles.picture}>
        <ProductImage
          image={collection.image}
          alt=""
          className={styles.image}
          widths={COLLECTION_IMAGE_WIDTHS}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </span>
      <span className={styles.text}>
        <Heading className={styles.name}>{collection.title}</Heading>
        <span className={styles.count}>{text.count(collection.products_count)}</span>
        {showDescription && collection.description && (
          <span className={styles.description}>{collection.description}</span>
        )}
      </span>
    </Link>
  );
}
