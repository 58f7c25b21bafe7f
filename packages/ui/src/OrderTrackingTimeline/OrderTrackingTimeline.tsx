import { SkeletonText } from '../Skeletons/Skeletons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_ORDER_TRACKING_LABELS, type OrderTrackingLabels } from './labels';
import { stageStates, type OrderTracking, type TrackingEvent } from './tracking';
import * as styles from './OrderTrackingTimeline.css';
import { useLabels } from '../kit/labels';

export type { OrderTracking, TrackingEvent } from './tracking';

/** Props of {@link OrderTrackingTimeline}. */
export interface OrderTrackingTimelineProps {
  /** The answer of `GET /order-tracking/logistics`; `null` while loading or when not found. */
  tracking: OrderTracking | null;
  /** `not-found` after a 404 ('Could Not Find Order'). */
  status?: 'idle' | 'loading' | 'not-found';
  /** Carrier scans, newest first. */
  events?: readonly TrackingEvent[];
  locale?: string;
  /** Time zone the event times are shown in; defaults to the shopper's own. */
  timeZone?: string;
  headingLevel?: 2 | 3;
  labels?: Partial<OrderTrackingLabels>;
}

const CHECK = (
  <svg
    viewBox="0 0 24 24"
    width="70%"
    height="70%"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    aria-hidden="true"
    focusable="false"
  >
    <path d="m5 12 5 5 9-10" />
  </svg>
);

/**
 * Where an order is: the six progress stages (Ordered → Delivered) as
 * complete / current / upcoming, the carrier status, and the carrier's scan
 * events with their UTC times shown in the shopper's locale and time zone.
 * Presentational: the order-tracking page fetches and passes the answer.
 *
 * Renders `data-state` on the root (`loading`, `not-found`, `idle`) and on
 * each stage; the current stage has `aria-current="step"`.
 *
 * @example
 * <OrderTrackingTimeline tracking={data} events={data.events} locale={locale} status={notFound ? 'not-found' : 'idle'} />
 */
export function OrderTrackingTimeline({
  tracking,
  status = 'idle',
  events = [],
  locale = 'en-US',
  timeZone,
  headingLevel = 2,
  labels,
}: OrderTrackingTimelineProps) {
  const text = useLabels('OrderTracking', DEFAULT_ORDER_TRACKING_LABELS, labels);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  if (status === 'not-found' || (status === 'idle' && !tracking)) {
    return (
      <section className={styles.root} data-state="not-found">
        <div className={styles.notFound} role="alert">
          <Heading className={styles.title}>{text.notFound}</Heading>
          <p className={styles.muted}>{text.notFoundHelp}</p>
        </div>
      </section>
    );
  }
  if (status === 'loading' || !tracking) {
    return (
      <section className={styles.root} data-state="loading">
        <SkeletonText lines={3} labels={{ loading: text.loading }} />
      </section>
    );
  }

  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // A cancelled order, or one whose payment was refused, will not ship: no carrier status, no stages ahead.
  const ended =
    tracking.order_status === 'cancelled'
      ? { status: text.orderCancelled, note: text.orderCancelledNote }
      : tracking.order_status === 'failed'
        ? { status: text.orderFailed, note: text.orderFailedNote }
        : null;
  return (
    <section className={styles.root} data-state="idle" aria-label={text.title(tracking.number)}>
      <header className={styles.header}>
        <Heading className={styles.title}>{text.title(tracking.number)}</Heading>
        {tracking.tracking_number && (
          <p className={styles.meta}>
            {text.trackingNumber}: <span dir="ltr">{tracking.tracking_number}</span>
          </p>
        )}
        <span className={styles.status} data-status={ended ? tracking.order_status : tracking.tracking_status}>
          {ended ? ended.status : text.statuses[tracking.tracking_status]}
        </span>
      </header>
      {ended ? (
        <p className={styles.muted} data-testid="order-ended">
          {ended.note}
        </p>
      ) : (
        <>
          <ol className={styles.stages} aria-label={text.progress}>
            {stageStates(tracking.stages).map(({ name, state }) => (
              <li
                key={name}
                className={styles.stage}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.dot}>{state === 'complete' && CHECK}</span>
                <span>
                  {text.stages[name]}
                  <VisuallyHidden>{`, ${text.stageState[state]}`}</VisuallyHidden>
                </span>
              </li>
            ))}
          </ol>
          <div className={styles.updates}>
            <SubHeading className={styles.sectionTitle}>{text.events}</SubHeading>
            {events.length === 0 ? (
              <p className={styles.muted}>{text.noEvents}</p>
            ) : (
              <ol className={styles.events}>
                {events.map((event) => (
                  <li key={`${event.at}-${event.description}`} className={styles.event}>
                    <time className={styles.eventTime} dateTime={event.at}>
                      {dateTime.format(new Date(event.at))}
                    </time>
                    <span className={styles.eventText}>
                      <span>{event.description}</span>
                      {event.location && <span className={styles.eventTime}>{event.location}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
    </section>
  );
}
