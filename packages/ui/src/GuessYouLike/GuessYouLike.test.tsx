import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoProducts } from '../fixtures/demo';
import { storeProviderFor } from '../../test/store';
import { GuessYouLike } from './GuessYouLike';

/** Cards carry the kit's quick add, which adds through the store: rendered inside one, as in the shop. */
const render = (ui: Parameters<typeof renderBare>[0]) => renderBare(ui, { wrapper: storeProviderFor(null) });

/** jsdom does no layout: give the row a 600 px view of 1500 px of cards. */
function layOut(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1500 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(track);
}

describe('GuessYouLike', () => {
  it('renders a titled section with one card per product', () => {
    render(<GuessYouLike products={demoProducts} />);
    const section = screen.getByRole('region', { name: 'You may also like' });
    const row = within(section).getByRole('list', { name: 'You may also like' });
    expect(row.querySelectorAll(':scope > li')).toHaveLength(4);
    expect(within(row).getByRole('link', { name: 'Harbor Wool Coat' })).toHaveAttribute(
      'href',
      '/products/harbor-wool-coat',
    );
    expect(within(row).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('disables previous at the start and next at the end', () => {
    render(<GuessYouLike products={demoProducts} />);
    const track = screen.getByRole('list', { name: 'You may also like' });
    layOut(track, 0);
    expect(screen.getByRole('button', { name: 'Previous products' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More products' })).toBeEnabled();
    layOut(track, 900);
    expect(screen.getByRole('button', { name: 'More products' })).toBeDisabled();
    expect(screen.getByRole('region')).toHaveAttribute('data-at-end');
  });

  it('scrolls one view towards the end, mirrored in right-to-left', async () => {
    const { unmount } = render(<GuessYouLike products={demoProducts} />);
    let track = screen.getByRole('list', { name: 'You may also like' });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    layOut(track, 0);
    await userEvent.click(screen.getByRole('button', { name: 'More products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600 });
    unmount();

    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <GuessYouLike products={demoProducts} />
      </div>,
    );
    track = screen.getByRole('list', { name: 'You may also like' });
    track.style.direction = 'rtl';
    track.scrollBy = scrollBy;
    layOut(track, -300);
    await userEvent.click(screen.getByRole('button', { name: 'More products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600 });
  });

  it('renders nothing without products and takes labels', () => {
    const { container, rerender } = render(<GuessYouLike products={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<GuessYouLike products={demoProducts} labels={{ title: 'Das könnte dir gefallen' }} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Das könnte dir gefallen' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <GuessYouLike products={demoProducts} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
