import type { Collection, ProductSummary } from '@vitrine/headless';
import { useId, type ReactNode } from 'react';
import { button } from '../../Button/Button.css';
import { CollectionCard } from '../../CollectionCard/CollectionCard';
import { ProductImage } from '../../image/ProductImage';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { MediaFeed, type MediaFeedPost } from '../../MediaFeed/MediaFeed';
import { RecentlyViewed } from '../../RecentlyViewed/RecentlyViewed';
import type { HeroLayout, ProductCardLayout } from '../../theme/settings';
import { ProductGrid } from '../ProductGrid';
import { DEFAULT_HOME_PAGE_LABELS, type HomePageLabels } from './labels';
import * as styles from './HomePage.css';

/** Collections shown as tiles under "Shop by collection". */
const FEATURED_COLLECTIONS = 3;
/** Cards of the first row load eagerly: one of them may be the page's largest paint. */
const EAGER_CARDS = 4;
/** The collection the hero's first link opens. */
const NEW_ARRIVALS = 'new-arrivals';
/** `sizes` of the hero's picture: half the page beside the words, else the page's (or window's) width. */
const HERO_SIZES: Record<HeroLayout, string> = {
  split: '(max-width: 767px) 100vw, 50vw',
  fullBleed: '100vw',
  editorial: '100vw',
  overlap: '(max-width: 1280px) 100vw, 1280px',
  banner: '(max-width: 767px) 33vw, 400px',
};
/** Pictures of the banner hero: the newest products'. */
const BANNER_PICTURES = 3;

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
  /** The theme's `settings.layout.hero`. */
  heroLayout?: HeroLayout;
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
 * The hero takes the theme's layout: words beside the picture, the picture
 * full-bleed with the words over it, words only (an editorial cover line),
 * the words on a card overlapping a wide picture, or under it.
 *
 * @example
 * <HomePage {...loaderData} cardLayout={theme.settings.layout.productCard} heroLayout={theme.settings.layout.hero} />
 */
export function HomePage({
  products,
  favourites,
  collections,
  posts,
  cardLayout,
  heroLayout = 'split',
  quickAdd,
  labels,
}: HomePageProps) {
  const text = useLabels('HomePage', DEFAULT_HOME_PAGE_LABELS, labels);
  const heroId = useId();
  const newId = useId();
  const collectionsId = useId();
  const favouritesId = useId();
  const featured = collections.filter((c) => c.image).slice(0, FEATURED_COLLECTIONS);
  // The hero's second link leads somewhere the first does not.
  const explore = collections.find((c) => c.handle !== NEW_ARRIVALS && c.products_count > 0);
  // The editorial hero is words only; the banner shows the newest products' pictures in a row.
  const heroImage =
    heroLayout === 'editorial'
      ? null
      : ((collections.find((c) => c.handle === NEW_ARRIVALS) ?? featured[0])?.image ?? null);
  const bannerImages = products.flatMap((p) => (p.image ? [p.image] : [])).slice(0, BANNER_PICTURES);
  const heroImages =
    heroLayout === 'banner' && bannerImages.length === BANNER_PICTURES ? bannerImages : heroImage ? [heroImage] : [];
  return (
    <div className={styles.root} data-testid="home-page">
      <section
        className={styles.hero}
        aria-labelledby={heroId}
        data-hero={heroLayout}
        data-has-image={heroImages.length > 0 ? '' : undefined}
        data-testid="home-hero"
      >
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
        {heroImages.length > 1 ? (
          <div className={styles.heroTriptych}>
            {heroImages.map((image, index) => (
              <ProductImage
                key={image.url}
                image={image}
                alt=""
                className={styles.heroImage}
                sizes={HERO_SIZES[heroLayout]}
                fallbackWidth={600}
                loading="eager"
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            ))}
          </div>
        ) : (
          heroImages[0] && (
            <ProductImage
              image={heroImages[0]}
              alt=""
              className={styles.heroImage}
              sizes={HERO_SIZES[heroLayout]}
              fallbackWidth={heroLayout === 'split' ? 800 : 1600}
              loading="eager"
              fetchPriority="high"
            />
          )
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
        <ProductGrid
          products={products}
          layout={cardLayout}
          quickAdd={quickAdd}
          priorityCount={EAGER_CARDS}
          aria-labelledby={newId}
        />
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
