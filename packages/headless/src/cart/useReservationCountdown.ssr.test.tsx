// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useReservationCountdown } from './useReservationCountdown';

const MINUTE = 60_000;
const serverNow = Date.UTC(2026, 10, 26, 12, 0);

describe('useReservationCountdown on the server', () => {
  it('renders the time left from the server’s times alone, what the first browser render shows (no clock read)', () => {
    function Countdown() {
      const countdown = useReservationCountdown({
        minutes: 15,
        revision: (serverNow - 5 * MINUTE) * 1000,
        serverNow,
        hasLines: true,
      });
      return <span>{countdown?.text}</span>;
    }
    expect(renderToString(<Countdown />)).toBe('<span>10:00</span>');
  });
});
