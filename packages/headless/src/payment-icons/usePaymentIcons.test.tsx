import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIcon } from './paymentIcons.types';
import { usePaymentIcons } from './usePaymentIcons';

const icons: PaymentIcon[] = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'jcb',
  'unionpay',
  'diners',
  'maestro',
  'elo',
  'hiper',
].map((name) => ({ status: 'credit_card', icon: { url: `/icons/${name}.svg` }, name }));
const mixed: PaymentIcon[] = [
  { status: 'paypal', icon: { url: '/icons/paypal.svg' } },
  { status: 'credit_card', icon: { url: '/icons/visa.svg' } },
  { status: 'wallet', icon: { url: '/icons/wallet.svg' } },
  { status: 'credit_card', icon: { url: '/icons/amex.svg' } },
];

let viewportWidth = 1280;
let containerWidth = 0;

function resizeWindow(width: number) {
  viewportWidth = width;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  viewportWidth = 1280;
  containerWidth = 0;
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => viewportWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => containerWidth);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Row({ list = icons, position }: { list?: PaymentIcon[]; position?: string }) {
  const { ref, visibleIcons, hiddenCount, visibleCount } = usePaymentIcons({ icons: list, position });
  return (
    <ul ref={ref} data-count={visibleCount} aria-label="Payment methods">
      {visibleIcons.map((icon) => (
        <li key={icon.icon.url}>{icon.name ?? icon.status}</li>
      ))}
      {hiddenCount > 0 && <li>+{hiddenCount}</li>}
    </ul>
  );
}

describe('usePaymentIcons (spec 9)', () => {
  it('fits the measured container at 48 px per icon', () => {
    containerWidth = 200;
    render(<Row />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      '+6',
    ]);
  });

  it('uses the viewport width when the container has none', () => {
    viewportWidth = 399;
    render(<Row />);
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('4');
  });

  it('measures again 200 ms after the window stops resizing, not before', () => {
    containerWidth = 384;
    render(<Row />);
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('8');
    containerWidth = 100;
    resizeWindow(700);
    act(() => vi.advanceTimersByTime(150));
    resizeWindow(600); // restarts the wait
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('8');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('2');
  });

  it('shows only card icons at the payment position', () => {
    containerWidth = 1000;
    render(<Row list={mixed} position="payment" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['credit_card', 'credit_card']);
  });

  it('shows all icons elsewhere, with no hidden count when they all fit', () => {
    containerWidth = 1000;
    const { result } = renderHook(() => usePaymentIcons({ icons: mixed, position: 'footer' }));
    expect(result.current.visibleIcons).toEqual(mixed);
    expect(result.current.hiddenCount).toBe(0);
  });

  it('stops listening and drops a pending measure on unmount', () => {
    const { unmount } = render(<Row />);
    resizeWindow(500);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
  it('measures again 200 ms after the row itself resizes, with no window resize (a layout change)', () => {
    const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(public callback: ResizeObserverCallback) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    containerWidth = 144; // 3 icons
    render(<Row />);
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('3');
    expect(observers.at(-1)?.observed).toEqual([screen.getByRole('list')]);
    containerWidth = 480; // 8 icons: 10 fit, at most 8
    act(() => observers.at(-1)!.callback([], observers.at(-1) as unknown as ResizeObserver));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('list').getAttribute('data-count')).toBe('8');
    vi.unstubAllGlobals();
  });
});
