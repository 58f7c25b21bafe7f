import type { Collection } from '@vitrine/headless';
import { button } from '../../Button/Button.css';
import { CollectionCard } from '../../CollectionCard/CollectionCard';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import * as head from '../pageHead.css';
import { PageHead } from '../PageHead';
import * as styles from './BrowsePages.css';
import {
  DEFAULT_COLLECTIONS_INDEX_PAGE_LABELS,
  DEFAULT_POLICY_INDEX_PAGE_LABELS,
  type CollectionsIndexPageLabels,
  type PolicyIndexPageLabels,
} from './labels';

/** Cards of the first row load eagerly: one of them is the largest paint. */
const EAGER_COLLECTIONS = 3;

/** Props of {@link CollectionsIndexPage}. */
export interface CollectionsIndexPageProps {
  /** Every collection, in the store's menu order. */
  collections: readonly Pick<Collection, 'handle' | 'title' | 'description' | 'image' | 'products_count'>[];
  /** Products in the whole shop (the link to all of them says how many). */
  productCount: number;
  collectionHref?: (handle: string) => string;
  allProductsHref?: string;
  labels?: Partial<CollectionsIndexPageLabels>;
}

/**
 * The collections index (route name `collection-index`): every collection
 * as a card with its picture, product count and description, and a link to
 * every product. Renders `data-testid="collection-list"` with `data-handle`
 * on each item.
 *
 * @example
 * <CollectionsIndexPage collections={collections} productCount={120} />
 */
export function CollectionsIndexPage({
  collections,
  productCount,
  collectionHref = (handle) => `/collections/${encodeURIComponent(handle)}`,
  allProductsHref = '/collections/all',
  labels,
}: CollectionsIndexPageProps) {
  const text = useLabels('CollectionsIndexPage', DEFAULT_COLLECTIONS_INDEX_PAGE_LABELS, labels);
  return (
    <div className={head.page} data-route="collection-index">
      <PageHead title={text.title} lead={text.lead} />
      {collections.length === 0 ? (
        <p className={head.empty}>{text.empty}</p>
      ) : (
        <ul className={styles.collectionGrid} data-testid="collection-list">
          {collections.map((collection, index) => (
            <li key={collection.handle} data-handle={collection.handle}>
              <CollectionCard
                collection={collection}
                href={collectionHref(collection.handle)}
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
        <Link href={allProductsHref} className={button({ variant: 'primary', size: 'md' })}>
          {text.shopAll} · {text.productCount(productCount)}
        </Link>
      </p>
    </div>
  );
}

/** One policy in the list: its name in the shopper's language and its first words. */
export interface PolicySummary {
  handle: string;
  title: string;
  href: string;
  summary: string;
}

/** Props of {@link PolicyIndexPage}. */
export interface PolicyIndexPageProps {
  policies: readonly PolicySummary[];
  labels?: Partial<PolicyIndexPageLabels>;
}

/**
 * Every store policy (route name `policy-index`), each a card with its first
 * words. Renders `data-testid="policy-list"` and `data-policy` (the handle) on
 * each card.
 *
 * @example
 * <PolicyIndexPage policies={[{ handle: 'refund-policy', title: 'Refund policy', href: '/policies/refund-policy', summary: '…' }]} />
 */
export function PolicyIndexPage({ policies, labels }: PolicyIndexPageProps) {
  const text = useLabels('PolicyIndexPage', DEFAULT_POLICY_INDEX_PAGE_LABELS, labels);
  return (
    <div className={head.page} data-route="policy-index">
      <PageHead title={text.title} lead={text.lead} />
      <ul className={styles.policyGrid} data-testid="policy-list">
        {policies.map((item) => (
          <li key={item.handle}>
            <Link href={item.href} className={styles.policyCard} data-policy={item.handle}>
              <span className={styles.policyTitle}>{item.title}</span>
              {/* The store's own words keep their direction inside a right-to-left page. */}
              <span className={head.note} dir="auto">
                {item.summary}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
