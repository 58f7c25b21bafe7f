import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo(0);
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => vi.useRealTimers());

// A hidden control has no accessible name to query by.
const control = () => document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]')!;

describe('BackToTop', () => {
  it('appears 1000 ms after mounting once the page is scrolled past 150 px', () => {
    render(<BackToTop />);
    scrollTo(600);
    expect(control()).not.toBeVisible();
    expect(control()).toHaveAttribute('data-state', 'hidden');
    act(() => vi.advanceTimersByTime(999));
    expect(control()).toHaveAttribute('data-state', 'hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(control()).toBeVisible();
    expect(control()).toHaveAttribute('data-state', 'shown');
  });

  it('hides again near the top of the page', () => {
    render(<BackToTop />);
    act(() => vi.advanceTimersByTime(1000));
    expect(control()).toHaveAttribute('data-state', 'hidden');
    scrollTo(400);
    expect(control()).toHaveAttribute('data-state', 'shown');
    scrollTo(100);
    expect(control()).toHaveAttribute('data-state', 'hidden');
  });

  it('sits 50 px from the inline end and 150 px from the bottom', () => {
    render(<BackToTop minScrollY={0} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(control().style.position).toBe('fixed');
    expect(control().style.insetInlineEnd).toBe('50px');
    expect(control().style.insetBlockEnd).toBe('150px');
  });

  it('moves keyboard focus to the top of the page (its first control) without a jump', () => {
    render(
      <>
        <a href="#main">Skip to content</a>
        <BackToTop minScrollY={0} />
      </>,
    );
    act(() => vi.advanceTimersByTime(1000));
    const button = screen.getByRole('button', { name: 'Back to top' });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledOnce();
  });

  it('moves focus to the skip link, not to a banner placed before the page', () => {
    render(
      <>
        <section aria-label="Cookies">
          <a href="/policies/privacy-policy">Privacy policy</a>
        </section>
        <a href="#main">Skip to content</a>
        <BackToTop minScrollY={0} />
      </>,
    );
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('scrolls to the top when pressed, with a translated label', () => {
    render(<BackToTop minScrollY={0} labels={{ label: 'Nach oben' }} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('has no axe violations when shown', async () => {
    render(
      <main>
        <BackToTop minScrollY={0} />
      </main>,
    );
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
