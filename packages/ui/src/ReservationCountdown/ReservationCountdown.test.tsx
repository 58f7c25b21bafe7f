import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderWithStore } from '../../test/store';
import { demoCart } from '../fixtures/demo';
import { ReservationCountdown } from './ReservationCountdown';

const MINUTE = 60_000;
/** A cart changed at 12:00 UTC, the page sent 3 minutes later. */
const changedAt = Date.UTC(2026, 10, 26, 12, 0);
const cart = { ...demoCart(), revision: changedAt * 1000 };
const serverNow = changedAt + 3 * MINUTE;

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] }));
afterEach(() => vi.useRealTimers());

describe('ReservationCountdown', () => {
  it('shows the time left of the store’s minutes and tells screen readers the minutes, not every second', () => {
    renderWithStore(<ReservationCountdown minutes={15} serverNow={serverNow} />, { cart });
    const box = screen.getByTestId('reservation-countdown');
    expect(box).toHaveTextContent('Check out within 12:00');
    expect(box).toHaveTextContent('not set aside');
    expect(screen.getByRole('status')).toHaveTextContent('12 minutes left to check out');
    act(() => vi.advanceTimersByTime(20_000));
    expect(box).toHaveTextContent('Check out within 11:40');
    // The announcement changes once a minute: still 12 (rounded up) 20 seconds later.
    expect(screen.getByRole('status')).toHaveTextContent('12 minutes left to check out');
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole('status')).toHaveTextContent('11 minutes left to check out');
  });

  it('says the time has passed at zero and fetches the cart again', () => {
    const { calls } = renderWithStore(<ReservationCountdown minutes={5} serverNow={serverNow} />, { cart });
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    const box = screen.getByTestId('reservation-countdown');
    expect(box).toHaveAttribute('data-state', 'over');
    expect(box).toHaveTextContent('The suggested time to check out has passed.');
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/cart')).toHaveLength(1);
  });

  it('shows nothing without the setting or for an empty cart', () => {
    const { unmount } = renderWithStore(<ReservationCountdown minutes={null} serverNow={serverNow} />, { cart });
    expect(screen.queryByTestId('reservation-countdown')).toBeNull();
    unmount();
    renderWithStore(<ReservationCountdown minutes={15} serverNow={serverNow} />, { cart: { ...cart, cart: {} } });
    expect(screen.queryByTestId('reservation-countdown')).toBeNull();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithStore(<ReservationCountdown minutes={15} serverNow={serverNow} />, { cart });
    expect(await axeViolations(container)).toEqual([]);
  });
});
