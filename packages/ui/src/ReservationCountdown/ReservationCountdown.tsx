import { useCart, useReservationCountdown } from '@vitrine/headless';
import { useLabels } from '../kit/labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_RESERVATION_COUNTDOWN_LABELS, type ReservationCountdownLabels } from './labels';
import * as styles from './ReservationCountdown.css';

/** Props of {@link ReservationCountdown}. */
export interface ReservationCountdownProps {
  /** The store setting `cart.reservation_minutes`; null: nothing is shown. */
  minutes: number | null;
  /** The server's time when it sent the page (ms since the epoch, UTC). */
  serverNow: number;
  labels?: Partial<ReservationCountdownLabels>;
  className?: string;
}

/**
 * The cart reservation countdown (spec 9: in minutes): how long is left of
 * the store's suggested time to check out, counted from the cart's last
 * change on the server (`useReservationCountdown` over `useCart()`'s cart).
 * It says plainly that nothing is set aside: the store holds no stock for a
 * cart, so the text never claims it does. When the time is up the cart is
 * fetched again (lines that sold out meanwhile show it) and the title says
 * the time has passed; a change to the cart starts the time again.
 *
 * The visible time ticks each second in tabular digits (nothing moves); a
 * polite live region tells screen readers the minutes left once a minute.
 * The server renders the same time the browser's first render shows, so the
 * box is in place from the first paint. Nothing is shown for an empty cart
 * or without the setting.
 *
 * Renders `data-testid="reservation-countdown"`, `data-state` (`running`,
 * `over`) and `data-remaining` (milliseconds).
 *
 * @example
 * <ReservationCountdown minutes={settings.cart.reservation_minutes} serverNow={loaderData.serverNow} />
 */
export function ReservationCountdown({ minutes, serverNow, labels, className }: ReservationCountdownProps) {
  const text = useLabels('ReservationCountdown', DEFAULT_RESERVATION_COUNTDOWN_LABELS, labels);
  const { cart, lines, refresh } = useCart();
  const countdown = useReservationCountdown({
    minutes,
    revision: cart?.revision ?? 0,
    serverNow,
    hasLines: lines.length > 0,
    onOver: () => void refresh().catch(() => undefined),
  });
  if (!countdown) return null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      data-testid="reservation-countdown"
      data-state={countdown.isOver ? 'over' : 'running'}
      data-remaining={countdown.remaining}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" />
      </svg>
      {/* Read by the live region below, once a minute; the ticking seconds are for the eye. */}
      <p className={styles.title} aria-hidden="true">
        {countdown.isOver ? text.over : text.title(countdown.text)}
      </p>
      <p className={styles.note}>{text.note}</p>
      <VisuallyHidden role="status">
        {countdown.isOver ? text.over : text.minutesLeft(countdown.minutes)}
      </VisuallyHidden>
    </section>
  );
}
