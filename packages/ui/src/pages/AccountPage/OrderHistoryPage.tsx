import { EmptyState } from '../../EmptyState/EmptyState';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { Pagination } from '../../Pagination/Pagination';
import { Price } from '../../Price/Price';
import { ACCOUNT_PATHS, AccountLayout, type AccountPaths } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';
import { OrderBadges, type OrderStatuses } from './orderStatus';

/** One order of the history. */
export interface OrderHistoryEntry extends OrderStatuses {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
  itemCount: number;
}

/** Props of {@link OrderHistoryPage}. */
export interface OrderHistoryPageProps {
  email: string;
  csrf: string;
  orders: readonly OrderHistoryEntry[];
  /** The page shown, from 1. */
  page: number;
  /** Orders of the account in all. */
  total: number;
  pageSize: number;
  locale?: string;
  paths?: Partial<AccountPaths>;
  labels?: Partial<AccountLabels>;
}

/**
 * The order history (spec 2 route `orders`), newest first and paged: number
 * (to the order), date, status chips, item count and total; one card per
 * order on a phone. Page links are plain links (`?page=`).
 *
 * @example
 * <OrderHistoryPage email={email} csrf={csrf} orders={orders} page={1} total={12} pageSize={10} />
 */
export function OrderHistoryPage({
  email,
  csrf,
  orders,
  page,
  total,
  pageSize,
  locale = 'en-US',
  paths: given,
  labels,
}: OrderHistoryPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <AccountLayout email={email} csrf={csrf} current="orders" paths={given} labels={labels}>
      <h1 className={styles.pageTitle}>{text.orders.title}</h1>
      {orders.length === 0 ? (
        <EmptyState kind="orders" actionHref="/" headingLevel={2} />
      ) : (
        <section className={styles.section} aria-label={text.orders.title}>
          <p className={styles.muted} data-testid="order-count">
            {text.orders.count(total)}
          </p>
          <div className={styles.orderHead} aria-hidden="true">
            <span>{text.orders.order}</span>
            <span>{text.orders.date}</span>
            <span>{text.orders.status}</span>
            <span>{text.orders.items}</span>
            <span className={styles.orderTotal}>{text.shared.total}</span>
          </div>
          <ul className={styles.orderList} data-testid="order-history">
            {orders.map((order) => (
              <li key={order.number} className={styles.orderRow} data-testid="order-row" data-number={order.number}>
                <Link href={`${paths.orders}/${order.number}`} className={`${styles.orderNumber} ${styles.cell}`}>
                  {order.number}
                </Link>
                <time className={styles.orderDate} dateTime={order.placedAt}>
                  {date.format(new Date(order.placedAt))}
                </time>
                <span className={styles.orderStatus}>
                  <OrderBadges order={order} text={text} />
                </span>
                <span className={styles.orderItems}>{text.shared.itemCount(order.itemCount)}</span>
                <span className={styles.orderTotal}>
                  <Price amount={order.total} currency={order.currency} locale={locale} isConversionDisabled />
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={total}
            pageSize={pageSize}
            hrefOf={(n) => (n === 1 ? paths.orders : `${paths.orders}?page=${n}`)}
            labels={{
              nav: text.orders.pages,
              previous: text.orders.newer,
              next: text.orders.older,
              current: text.orders.pageOf,
            }}
          />
        </section>
      )}
    </AccountLayout>
  );
}
