import { useEffect, useRef, useState } from 'react';
import { changedAtOf, formatRemaining, minutesLeft, remainingMs } from './reservation';

/** What {@link useReservationCountdown} returns; null when there is nothing to count down. */
export interface ReservationCountdown {
  /** Milliseconds left, never negative. */
  remaining: number;
  /** As shown, e.g. `14:05`. */
  text: string;
  /** Whole minutes left, rounded up: what a screen reader is told, once a minute. */
  minutes: number;
  /** The window has passed. */
  isOver: boolean;
}

/** Options of {@link useReservationCountdown}. */
export interface UseReservationCountdownOptions {
  /** The store setting `cart.reservation_minutes`; null or undefined: no countdown. */
  minutes: number | null | undefined;
  /** The cart's `revision` (microseconds of its last change on the server); 0 for a cart that was never stored. */
  revision: number;
  /** The server's time when it sent the page (ms since the epoch, UTC). */
  serverNow: number;
  /** Whether the cart has lines: an empty cart has nothing to check out. */
  hasLines: boolean;
  /** Called once when the window passes (e.g. to fetch the cart again). */
  onOver?: () => void;
}

/** Ticks each second: the shown time changes every second, the announcement every minute. */
const TICK_MS = 1000;

/**
 * Counts down the store's checkout window from the cart's last change (spec
 * 9). The server and the first render in the browser show the same time (no
 * clock is read while rendering); from then on the hook adds the time passed
 * since the page arrived (`performance.now()`), never the device's date. A
 * cart change (a new `revision`) starts the window again from that change.
 *
 * @example
 * const countdown = useReservationCountdown({ minutes: 15, revision: cart.revision, serverNow, hasLines: true });
 * countdown?.text; // '14:59'
 */
export function useReservationCountdown({
  minutes,
  revision,
  serverNow,
  hasLines,
  onOver,
}: UseReservationCountdownOptions): ReservationCountdown | null {
  const [elapsed, setElapsed] = useState(0);
  const isActive = Boolean(minutes) && hasLines && revision > 0;
  // When the page's server time arrived, on the device's monotonic clock.
  const arrival = useRef<{ serverNow: number; at: number } | null>(null);

  useEffect(() => {
    if (arrival.current?.serverNow !== serverNow) arrival.current = { serverNow, at: performance.now() };
    if (!isActive) return;
    const { at } = arrival.current;
    const tick = () => setElapsed(performance.now() - at);
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [isActive, serverNow]);

  const remaining = isActive
    ? remainingMs({ changedAt: changedAtOf(revision), serverNow, minutes: minutes! }, elapsed)
    : 0;
  const isOver = isActive && remaining === 0;
  useEffect(() => {
    if (isOver) onOver?.();
    // Once per window passed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOver]);

  if (!isActive) return null;
  return { remaining, text: formatRemaining(remaining), minutes: minutesLeft(remaining), isOver };
}
