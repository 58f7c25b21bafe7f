import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DEMO_NOW, demoLastSales } from '../fixtures/feedback';
import { LastSales } from './LastSales';
import { relativeTime } from './relativeTime';

const now = () => DEMO_NOW;

describe('relativeTime', () => {
  it('picks the largest unit and speaks the locale', () => {
    expect(relativeTime('2026-05-14T15:27:00Z', DEMO_NOW, 'en-US')).toBe('3 minutes ago');
    expect(relativeTime('2026-05-14T10:30:00Z', DEMO_NOW, 'en-US')).toBe('5 hours ago');
    expect(relativeTime('2026-05-13T13:30:00Z', DEMO_NOW, 'en-US')).toBe('yesterday');
    expect(relativeTime('2026-05-14T15:29:40Z', DEMO_NOW, 'en-US')).toBe('now');
    expect(relativeTime('2026-05-14T15:27:00Z', DEMO_NOW, 'fr-FR')).toBe('il y a 3 minutes');
  });
});

describe('LastSales', () => {
  afterEach(() => vi.useRealTimers());

  it('shows who bought what and when, linking the product', () => {
    render(<LastSales sales={demoLastSales} now={now} />);
    const region = screen.getByRole('complementary', { name: 'Recent purchases' });
    expect(region).toHaveTextContent('Someone in Lyon bought');
    expect(region).toHaveTextContent('3 minutes ago');
    expect(screen.getByRole('link', { name: 'Alder Linen Shirt' })).toHaveAttribute(
      'href',
      '/products/alder-linen-shirt',
    );
  });

  it('moves to the next sale after the interval, and not while paused', async () => {
    vi.useFakeTimers();
    render(<LastSales sales={demoLastSales} now={now} interval={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('complementary')).toHaveTextContent('Someone in Bristol bought');
    act(() => screen.getByRole('button', { name: 'Pause recent purchases' }).click());
    expect(screen.getByRole('complementary')).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('complementary')).toHaveTextContent('Someone in Bristol bought');
  });

  it('holds while hovered', async () => {
    vi.useFakeTimers();
    render(<LastSales sales={demoLastSales} now={now} interval={1000} />);
    act(() => {
      screen.getByRole('complementary').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('complementary')).toHaveTextContent('Lyon');
  });

  it('renders nothing without sales, and no pause button for one', () => {
    const { container, rerender } = render(<LastSales sales={[]} now={now} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <LastSales
        sales={[demoLastSales[3]!]}
        now={now}
        labels={{ boughtBy: (c) => `Quelqu'un à ${c} a acheté` }}
        locale="fr-FR"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('complementary')).toHaveTextContent("Quelqu'un à Göteborg a acheté");
    expect(screen.getByRole('complementary')).toHaveTextContent('hier');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LastSales sales={demoLastSales} now={now} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
