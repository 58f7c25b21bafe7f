import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoPaymentIcons } from '../fixtures/checkout';
import { PaymentIcons } from './PaymentIcons';

/** jsdom lays nothing out: give every element the width a real row would have. */
let rowWidth = 0;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => rowWidth);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const images = () => within(screen.getByRole('list', { name: 'Payment methods we accept' })).queryAllByRole('img');

describe('PaymentIcons', () => {
  it('shows as many icons as fit at 48 px each and a +N badge for the rest', () => {
    rowWidth = 150; // floor(150 / 48) = 3
    render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(images().map((img) => img.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'American Express']);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-count', '3');
    expect(list).toHaveAttribute('data-overflow');
    expect(list).toHaveTextContent('+7');
    expect(list).toHaveTextContent('and 7 more payment methods');
  });

  it('never shows fewer than 2 nor more than 8', () => {
    rowWidth = 40;
    const { unmount } = render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(images()).toHaveLength(2);
    unmount();
    rowWidth = 2000;
    render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(images()).toHaveLength(8);
    expect(screen.getByRole('list')).toHaveTextContent('+2');
  });

  it('shows only card icons at the payment position', () => {
    rowWidth = 600;
    render(<PaymentIcons icons={demoPaymentIcons} position="payment" />);
    expect(images().map((img) => img.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'JCB',
      'UnionPay',
    ]);
    expect(screen.getByRole('list')).not.toHaveAttribute('data-overflow');
  });

  it('falls back to the viewport width when the row can not be measured', () => {
    rowWidth = 0;
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(340); // under 350: 3
    render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(images()).toHaveLength(3);
  });

  it('measures again 200 ms after resizing stops', () => {
    vi.useFakeTimers();
    rowWidth = 150;
    render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(images()).toHaveLength(3);
    rowWidth = 300;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(images()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(images()).toHaveLength(6);
  });

  it('takes labels', () => {
    rowWidth = 150;
    render(<PaymentIcons icons={demoPaymentIcons} labels={{ list: 'Zahlungsarten', more: (n) => `${n}+` }} />);
    expect(screen.getByRole('list', { name: 'Zahlungsarten' })).toHaveTextContent('7+');
  });

  it('has no axe violations', async () => {
    rowWidth = 150;
    const { container } = render(<PaymentIcons icons={demoPaymentIcons} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
