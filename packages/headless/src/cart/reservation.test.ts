import { describe, expect, it } from 'vitest';
import { changedAtOf, formatRemaining, minutesLeft, remainingMs } from './reservation';

const MINUTE = 60_000;

describe('cart reservation countdown (spec 9: in minutes)', () => {
  it('counts the store’s minutes from the cart’s last change, in server time plus the time passed since', () => {
    const window = { changedAt: 1_000_000, serverNow: 1_000_000 + 2 * MINUTE, minutes: 15 };
    expect(remainingMs(window, 0)).toBe(13 * MINUTE);
    expect(remainingMs(window, 30_000)).toBe(12.5 * MINUTE);
    // Past the deadline it stays at zero, never negative.
    expect(remainingMs(window, 20 * MINUTE)).toBe(0);
    // A negative difference (a clock that went back) counts as none.
    expect(remainingMs(window, -5000)).toBe(13 * MINUTE);
  });

  it('ignores the device’s own date: only server times are compared', () => {
    // Whatever the device believes the date is, the answer depends on the server's times and the time passed.
    const window = { changedAt: Date.UTC(2026, 0, 1, 12, 0), serverNow: Date.UTC(2026, 0, 1, 12, 10), minutes: 30 };
    expect(remainingMs(window, 0)).toBe(20 * MINUTE);
  });

  it('shows minutes and seconds, rounded up to the second, up to a day', () => {
    expect(formatRemaining(13 * MINUTE)).toBe('13:00');
    expect(formatRemaining(845_200)).toBe('14:06');
    expect(formatRemaining(999)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(1440 * MINUTE)).toBe('1440:00');
  });

  it('tells screen readers whole minutes, so the announcement changes once a minute', () => {
    expect(minutesLeft(15 * MINUTE)).toBe(15);
    expect(minutesLeft(14 * MINUTE + 1)).toBe(15);
    expect(minutesLeft(14 * MINUTE)).toBe(14);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });

  it('reads the last change from the cart’s revision (microseconds of updated_at)', () => {
    expect(changedAtOf(1_700_000_000_123_456)).toBe(1_700_000_000_123);
  });
});
