import type { Order, OrderTracking } from '@vitrine/headless/contract';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { OrderTrackingTimeline } from '../../OrderTrackingTimeline/OrderTrackingTimeline';
import { Price } from '../../Price/Price';
import { ACCOUNT_PATHS, AccountLayout, type AccountPaths } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';
import { OrderBadges, isolate } from './orderStatus';

/** An order's tracking as the pages show it: the stages, and the carrier's own page once it shipped. */
export interface TrackedOrder {
  tracking: OrderTracking;
  carrier: { name: string; url: string } | null;
}

/** Props of {@link OrderDetailPage}. */
export interface OrderDetailPageProps {
  email: string;
  csrf: string;
  order: Order;
  tracked: TrackedOrder;
  /** The shipping address's country and state, named in the shopper's language. */
  countryName: string;
  provinceName: string;
  /** The payment method's name. */
  paymentTitle: string;
  locale?: string;
  paths?: Partial<AccountPaths>;
  labels?: Partial<AccountLabels>;
}

/** The follow-the-parcel link of a shipped order, when its carrier has one. */
export function CarrierLink({ carrier, text }: { carrier: TrackedOrder['carrier']; text: AccountLabels }) {
  return carrier ? (
    <p className={styles.wishMessage}>
      <a href={carrier.url} target="_blank" rel="noopener noreferrer" data-testid="carrier-link">
        {text.tracking.carrierLink(carrier.name)}
      </a>
    </p>
  ) : null;
}

/**
 * One order of the signed-in customer (spec 2 route `order`): status chips,
 * the lines with their options, the totals the server computed, the shipping
 * address, the payment and where the parcel is.
 *
 * @example
 * <OrderDetailPage email={email} csrf={csrf} order={order} tracked={tracked} countryName="United States" provinceName="Oregon" paymentTitle="Card" />
 */
export function OrderDetailPage({
  email,
  csrf,
  order,
  tracked,
  countryName,
  provinceName,
  paymentTitle,
  locale = 'en-US',
  paths: given,
  labels,
}: OrderDetailPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const address = order.shipping_address;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const money = (amount: number) => (
    <Price amount={amount} currency={order.currency} locale={locale} isConversionDisabled />
  );
  const cityLine = [address.city, provinceName, address.postcode].filter(Boolean).join(', ');
  const addressLines = [address.company, address.address1, address.address2, cityLine, countryName].filter(Boolean);
  return (
    <AccountLayout email={email} csrf={csrf} current="orders" paths={given} labels={labels}>
      <div className={styles.sectionHeader}>
        <h1 className={styles.pageTitle} data-testid="order-title">
          {text.orders.orderNumber(isolate(order.number))}
        </h1>
        <Link href={paths.orders}>{text.orders.back}</Link>
      </div>
      <div className={styles.actions}>
        <span className={styles.muted}>{text.orders.placedOn(date.format(new Date(order.placed_at)))}</span>
        <OrderBadges
          order={{
            status: order.status,
            paymentStatus: order.payment_status,
            fulfillmentStatus: order.fulfillment_status,
          }}
          text={text}
        />
      </div>
      <div className={styles.detailGrid}>
        <section className={styles.section} aria-labelledby="lines-title">
          <h2 id="lines-title" className={styles.sectionTitle}>
            {text.orders.items}
          </h2>
          <ul className={styles.lines} data-testid="order-lines">
            {order.lines.map((line, index) => (
              <li key={`${line.sku}-${index}`} className={styles.line} data-testid="order-line">
                <span className={styles.lineMeta}>
                  <span className={styles.lineTitle}>{line.product_title}</span>
                  {line.variant_title ? <span className={styles.muted}>{line.variant_title}</span> : null}
                  {line.properties.map((property) => (
                    <span key={property.name} className={styles.muted}>{`${property.name}: ${property.value}`}</span>
                  ))}
                </span>
                <span className={styles.muted}>{text.orders.quantityTimes(line.quantity)}</span>
                <span>{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} data-testid="order-totals">
            <div className={styles.totalRow}>
              <dt>{text.shared.subtotal}</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.discount > 0 ? (
              <div className={styles.totalRow}>
                <dt>{text.orders.discount}</dt>
                <dd>−{money(order.discount)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>{text.shared.shipping}</dt>
              <dd>{order.shipping === 0 ? text.shared.free : money(order.shipping)}</dd>
            </div>
            {order.tax > 0 ? (
              <div className={styles.totalRow}>
                <dt>{text.orders.tax}</dt>
                <dd>{money(order.tax)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow} data-total="true">
              <dt>{text.shared.total}</dt>
              <dd data-testid="order-total">{money(order.total)}</dd>
            </div>
            {order.refunded > 0 ? (
              <div className={styles.totalRow}>
                <dt>{text.orders.refunded}</dt>
                <dd>−{money(order.refunded)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className={styles.stack}>
          <section className={styles.section} aria-labelledby="ship-title">
            <h2 id="ship-title" className={styles.sectionTitle}>
              {text.orders.shippingAddress}
            </h2>
            {/* Each line keeps its own direction (<bdi>): a Latin street in a Hebrew page reads "2150 NW Lovejoy St". */}
            <address className={styles.address} data-testid="order-address">
              <strong>
                <bdi>{[address.first_name, address.last_name].filter(Boolean).join(' ')}</bdi>
              </strong>
              {addressLines.map((line, index) => (
                <span key={index}>
                  <br />
                  <bdi>{line}</bdi>
                </span>
              ))}
            </address>
          </section>
          <section className={styles.section} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.sectionTitle}>
              {text.orders.payment}
            </h2>
            <dl className={styles.facts}>
              <dt>{text.orders.paymentMethod}</dt>
              <dd>{paymentTitle}</dd>
              <dt>{text.field.email}</dt>
              <dd dir="ltr">{order.email}</dd>
            </dl>
          </section>
        </div>
      </div>
      <OrderTrackingTimeline tracking={tracked.tracking} locale={locale} />
      <CarrierLink carrier={tracked.carrier} text={text} />
    </AccountLayout>
  );
}
