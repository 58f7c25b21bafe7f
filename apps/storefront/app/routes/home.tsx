import { Link } from 'react-router';
import { ProductGrid } from '../components/ProductGrid';
import * as styles from '../styles/home.css';
import { homeMeta } from '../lib/seo/pages';
import type { Route } from './+types/home';
import { useT } from '../i18n/I18nProvider';

/** Products shown under "New arrivals" on the home page. */
const HOME_PRODUCT_COUNT = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const [latest, collections] = await Promise.all([
    context.commerce.catalog.listProducts({ sort: 'newest', page_size: HOME_PRODUCT_COUNT }),
    context.commerce.catalog.listCollections(),
  ]);
  return { products: latest.products, collections };
}

export function meta(args: Route.MetaArgs) {
  return homeMeta(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, collections } = loaderData;
  const featured = collections.filter((c) => c.image).slice(0, 3);
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
          <Link to="/collections/new-arrivals" className={styles.heroCta}>
            {t('home.heroCta')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="new-arrivals" className={styles.section}>
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
        <section aria-labelledby="collections-title" className={styles.section}>
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
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/RouteErrorBoundary';
