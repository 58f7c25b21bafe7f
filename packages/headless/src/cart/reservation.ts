/**
 * The cart reservation countdown (spec 9: "Cart reservation countdown is in
 * minutes"): how long is left of the store's checkout window, counted from
 * the cart's last change on the server. Only server times are compared with
 * each other; the browser's clock is used for nothing but the time passed
 * since the server's answer arrived (a monotonic difference), so a device
 * with a wrong clock or time zone still counts right.
 */

/** What the server says: when the cart last changed, when it answered, and the store's window. */
export interface ReservationWindow {
  /** Milliseconds since the epoch (UTC) of the cart's last change on the server. */
  changedAt: number;
  /** Milliseconds since the epoch (UTC) on the server when it sent the page. */
  serverNow: number;
  /** The store setting `cart.reservation_minutes`. */
  minutes: number;
}

const MINUTE = 60_000;

/**
 * Milliseconds left of the window, `elapsed` milliseconds after the server's
 * answer arrived (measured on the device's monotonic clock); never negative.
 *
 * @example remainingMs({ changedAt: 0, serverNow: 60_000, minutes: 15 }, 30_000); // 810_000 (13:30)
 */
export function remainingMs(window: ReservationWindow, elapsed: number): number {
  const deadline = window.changedAt + window.minutes * MINUTE;
  return Math.max(0, deadline - (window.serverNow + Math.max(0, elapsed)));
}

/**
 * The time left as shown: whole minutes and seconds, rounded up to the next
 * second (so "0:00" shows only once the time is up), e.g. `14:05`. Hours are
 * not split out: the window is at most a day (1440 minutes).
 *
 * @example formatRemaining(845_200); // '14:06'
 */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The minute a screen reader is told about: the remaining time rounded up to
 * whole minutes, so the announcement changes once a minute, not every second.
 *
 * @example minutesLeft(61_000); // 2
 */
export function minutesLeft(ms: number): number {
  return Math.ceil(Math.max(0, ms) / MINUTE);
}

/**
 * The cart's last change in milliseconds from its `revision` (microseconds of
 * the server's `updated_at`).
 *
 * @example changedAtOf(1_700_000_000_123_456); // 1_700_000_000_123
 */
export function changedAtOf(revision: number): number {
  return Math.floor(revision / 1000);
}
