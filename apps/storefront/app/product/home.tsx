import { Link } from 'react-router';
import { ProductGrid } from '../browse/ProductGrid';
import { ShowcaseMediaFeed } from './ShowcaseMediaFeed';
import { ShowcaseRecentlyViewed } from './ShowcaseRecentlyViewed';
import { loadMediaFeed } from './showcase.server';
import { PAGE_CACHE } from '../server/cache';
import * as styles from './home.css';
import { homeMeta } from '../seo/pages';
import type { Route } from './+types/home';
import { useT } from '@vitrine/i18n';

/** Products in each of the home page's rows ("New arrivals", "Our favourites"). */
const HOME_PRODUCT_COUNT = 8;
/** Collections shown as tiles under "Shop by collection". */
const FEATURED_COLLECTIONS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const [latest, favourites, collections, posts] = await Promise.all([
    context.commerce.catalog.listProducts({ sort: 'newest', page_size: HOME_PRODUCT_COUNT }),
    // The merchant's own order ("featured") is their pick; new arrivals are shown above it.
    context.commerce.catalog.listProducts({ sort: 'featured', page_size: HOME_PRODUCT_COUNT * 2 }),
    context.commerce.catalog.listCollections(),
    loadMediaFeed(context.commerce),
  ]);
  const shown = new Set(latest.products.map((p) => p.ID));
  return {
    products: latest.products,
    favourites: favourites.products.filter((p) => !shown.has(p.ID)).slice(0, HOME_PRODUCT_COUNT),
    collections,
    posts,
  };
}

export function meta(args: Route.MetaArgs) {
  return homeMeta(args);
}

/** Catalog data only, but the layout carries the shopper's cart count: a browser may keep it, shared caches may not. */
export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, favourites, collections, posts } = loaderData;
  const featured = collections.filter((c) => c.image).slice(0, FEATURED_COLLECTIONS);
  // The hero's second button leads somewhere the first does not.
  const explore = collections.find((c) => c.handle !== 'new-arrivals' && c.products_count > 0);
  const { t } = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('home.heroTitle')}
          </h1>
          <p className={styles.heroLead}>{t('home.heroLead')}</p>
          <div className={styles.heroActions}>
            <Link to="/collections/new-arrivals" className={styles.heroCta}>
              {t('home.heroCta')}
            </Link>
            {explore ? (
              <Link to={`/collections/${explore.handle}`} className={styles.heroSecondary}>
                {t('showcase.home.heroSecondary', { collection: explore.title })}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="new-arrivals" className={styles.section} data-testid="home-new-arrivals">
        <div className={styles.sectionHead}>
          <h2 id="new-arrivals" className={styles.sectionTitle}>
            {t('home.newArrivals')}
          </h2>
          <Link to="/collections/new-arrivals" className={styles.sectionLink}>
            {t('home.viewAll')}
          </Link>
        </div>
        <ProductGrid products={products} className={styles.grid} />
      </section>

      {featured.length > 0 ? (
        <section aria-labelledby="collections-title" className={styles.section} data-testid="home-collections">
          <h2 id="collections-title" className={styles.sectionTitle}>
            {t('home.shopByCollection')}
          </h2>
          <ul className={styles.collections}>
            {featured.map((collection) => (
              <li key={collection.handle}>
                <Link to={`/collections/${collection.handle}`} className={styles.collectionTile}>
                  {collection.image ? (
                    <img
                      src={`${collection.image.url}?w=600`}
                      srcSet={`${collection.image.url}?w=400 400w, ${collection.image.url}?w=600 600w, ${collection.image.url}?w=900 900w`}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      width={collection.image.width}
                      height={collection.image.height}
                      alt=""
                      loading="lazy"
                      className={styles.collectionImage}
                    />
                  ) : null}
                  <span className={styles.collectionName}>{collection.title}</span>
                  <span className={styles.collectionCount}>
                    {t('common.productCount', { count: collection.products_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {favourites.length > 0 ? (
        <section aria-labelledby="favourites-title" className={styles.section} data-testid="home-favourites">
          <div className={styles.sectionHead}>
            <h2 id="favourites-title" className={styles.sectionTitle}>
              {t('showcase.home.favourites')}
            </h2>
            <Link to="/collections/all" className={styles.sectionLink}>
              {t('home.viewAll')}
            </Link>
          </div>
          <ProductGrid products={favourites} className={styles.grid} eager={false} />
        </section>
      ) : null}

      <ShowcaseRecentlyViewed title={t('showcase.recentlyViewed.title')} />
      <ShowcaseMediaFeed posts={posts} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
