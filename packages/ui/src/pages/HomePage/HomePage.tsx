import type { Collection, ProductSummary } from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { button } from '../../Button/Button.css';
import { CollectionCard } from '../../CollectionCard/CollectionCard';
import { ProductImage } from '../../image/ProductImage';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { MediaFeed, type MediaFeedPost } from '../../MediaFeed/MediaFeed';
import { RecentlyViewed } from '../../RecentlyViewed/RecentlyViewed';
import type { ProductCardLayout } from '../../theme/settings';
import { ProductGrid } from '../ProductGrid';
import { DEFAULT_HOME_PAGE_LABELS, type HomePageLabels } from './labels';
import * as styles from './HomePage.css';

/** Collections shown as tiles under "Shop by collection". */
const FEATURED_COLLECTIONS = 3;
/** Cards of the first row load eagerly: one of them may be the page's largest paint. */
const EAGER_CARDS = 4;
/** The collection the hero's first link opens. */
const NEW_ARRIVALS = 'new-arrivals';

/** Props of {@link HomePage}: the route loader's data and the theme's card layout. */
export interface HomePageProps {
  /** The newest products. */
  products: readonly ProductSummary[];
  /** The merchant's picks, besides the newest. */
  favourites: readonly ProductSummary[];
  collections: readonly Collection[];
  /** The store's media feed posts. */
  posts: readonly MediaFeedPost[];
  /** The theme's `settings.layout.productCard`. */
  cardLayout?: ProductCardLayout;
  /** The shop's quick add-to-cart for a card (loaded on demand). */
  quickAdd?: (product: ProductSummary) => ReactNode;
  labels?: Partial<HomePageLabels>;
}

const collectionHref = (handle: string) => `/collections/${handle}`;

/**
 * The home page (route name commoditylist), composed from the kit: a hero
 * with the new-arrivals collection's picture, the newest products and the
 * merchant's favourites in the theme's card layout, collection tiles, the
 * store's media feed, and the shopper's recently viewed products last (they
 * appear after hydration, so below everything else).
 *
 * @example
 * <HomePage {...loaderData} cardLayout={theme.settings.layout.productCard} />
 */
export function HomePage({ products, favourites, collections, posts, cardLayout, quickAdd, labels }: HomePageProps) {
  const text = useLabels('HomePage', DEFAULT_HOME_PAGE_LABELS, labels);
  const heroId = useId();
  const newId = useId();
  const collectionsId = useId();
  const favouritesId = useId();
  const featured = collections.filter((c) => c.image).slice(0, FEATURED_COLLECTIONS);
  // The hero's second link leads somewhere the first does not.
  const explore = collections.find((c) => c.handle !== NEW_ARRIVALS && c.products_count > 0);
  const heroImage = (collections.find((c) => c.handle === NEW_ARRIVALS) ?? featured[0])?.image ?? null;
  return (
    <div className={styles.root} data-testid="home-page">
      <section className={styles.hero} aria-labelledby={heroId} data-has-image={heroImage ? '' : undefined}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{text.eyebrow}</p>
          <h1 id={heroId} className={styles.heroTitle}>
            {text.heroTitle}
          </h1>
          <p className={styles.heroLead}>{text.heroLead}</p>
          <div className={styles.heroActions}>
            <Link href={collectionHref(NEW_ARRIVALS)} className={button({ variant: 'primary', size: 'lg' })}>
              {text.heroCta}
            </Link>
            {explore && (
              <Link href={collectionHref(explore.handle)} className={button({ variant: 'secondary', size: 'lg' })}>
                {text.heroSecondary(explore.title)}
              </Link>
            )}
          </div>
        </div>
        {heroImage && (
          <ProductImage
            image={heroImage}
            alt=""
            className={styles.heroImage}
            sizes="(max-width: 767px) 100vw, 50vw"
            fallbackWidth={800}
            loading="eager"
            fetchPriority="high"
          />
        )}
      </section>

      <section aria-labelledby={newId} className={styles.section} data-testid="home-new-arrivals">
        <div className={styles.sectionHead}>
          <h2 id={newId} className={styles.sectionTitle}>
            {text.newArrivals}
          </h2>
          <Link href={collectionHref(NEW_ARRIVALS)} className={styles.sectionLink}>
            {text.viewAll}
          </Link>
        </div>
        <ProductGrid products={products} layout={cardLayout} quickAdd={quickAdd} priorityCount={EAGER_CARDS} aria-labelledby={newId} />
      </section>

      {featured.length > 0 && (
        <section aria-labelledby={collectionsId} className={styles.section} data-testid="home-collections">
          <h2 id={collectionsId} className={styles.sectionTitle}>
            {text.shopByCollection}
          </h2>
          <ul className={styles.collections}>
            {featured.map((collection) => (
              <li key={collection.handle}>
                <CollectionCard collection={collection} href={collectionHref(collection.handle)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {favourites.length > 0 && (
        <section aria-labelledby={favouritesId} className={styles.section} data-testid="home-favourites">
          <div className={styles.sectionHead}>
            <h2 id={favouritesId} className={styles.sectionTitle}>
              {text.favourites}
            </h2>
            <Link href="/collections/all" className={styles.sectionLink}>
              {text.viewAll}
            </Link>
          </div>
          <ProductGrid products={favourites} layout={cardLayout} quickAdd={quickAdd} aria-labelledby={favouritesId} />
        </section>
      )}

      <MediaFeed posts={posts} />
      <RecentlyViewed layout={cardLayout} quickAdd={quickAdd} />
    </div>
  );
}
