import { Link } from 'react-router';
import { CollectionCard } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { PAGE_CACHE } from '../server/cache';
import { BROWSE_PATHS } from './browse-links';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import * as cards from './browse-cards.css';
import type { Route } from './+types/collections-index';

/** Cards of the first row load eagerly: one of them is the largest paint. */
const EAGER_COLLECTIONS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const collections = await context.commerce.catalog.listCollections();
  const productCount = (await context.commerce.catalog.listProducts({ page: 1, page_size: 1 })).total;
  return { collections, productCount };
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('browse.collections.title');
  const first = args.loaderData?.collections.find((c) => c.image)?.image ?? null;
  return browseMeta(args, {
    title,
    description: t('browse.collections.lead'),
    image: first,
    crumbs: [{ name: title, path: BROWSE_PATHS.collections }],
  });
}

/** The collections index (route name collection-index): every collection with its picture and count. */
export default function CollectionsIndex({ loaderData }: Route.ComponentProps) {
  const { collections, productCount } = loaderData;
  const { t } = useT();
  const title = t('browse.collections.title');
  return (
    <div className={styles.page} data-route="collection-index">
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('browse.collections.lead')}</p>
      </header>
      {collections.length === 0 ? (
        <p className={styles.empty}>{t('browse.collections.empty')}</p>
      ) : (
        <ul className={cards.collectionGrid} data-testid="collection-list">
          {collections.map((collection, index) => (
            <li key={collection.handle} data-handle={collection.handle}>
              <CollectionCard
                collection={collection}
                href={BROWSE_PATHS.collection(collection.handle)}
                priority={index < EAGER_COLLECTIONS}
                sizes="(max-width: 767px) 100vw, (max-width: 1100px) 50vw, 33vw"
                headingLevel={2}
                showDescription
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.centered}>
        <Link to={BROWSE_PATHS.allProducts} className={styles.buttonLink}>
          {t('browse.collections.shopAll')} · {t('common.productCount', { count: productCount })}
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
