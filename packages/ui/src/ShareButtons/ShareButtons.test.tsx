import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider, createStoreClient } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ShareButtons } from './ShareButtons';

const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch: vi.fn() });
const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false}>
    <main>{children}</main>
  </StoreProvider>
);
const url = 'https://shop.example/products/alder-linen-shirt';

afterEach(() => vi.restoreAllMocks());

describe('ShareButtons', () => {
  it('links to each network with the shared page', () => {
    render(<ShareButtons url={url} title="Alder Linen Shirt" media="https://shop.example/a.jpg" />, { wrapper });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on X',
      'Share on Pinterest',
      'Share on WhatsApp',
      'Share on email',
    ]);
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(screen.getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href')).toContain(
      encodeURIComponent('https://shop.example/a.jpg'),
    );
    expect(screen.getByRole('link', { name: 'Share on email' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('opens a 626 × 436 popup and marks the network open until it closes', () => {
    vi.useFakeTimers();
    const popup = { closed: false, focus: vi.fn(), opener: {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    render(<ShareButtons url={url} networks={['facebook']} />, { wrapper });
    const link = screen.getByRole('link', { name: 'Share on Facebook' });
    fireEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]![2])).toMatch(/width=626.*height=436/);
    expect(link).toHaveAttribute('data-state', 'open');
    popup.closed = true;
    act(() => vi.advanceTimersByTime(500));
    expect(link).toHaveAttribute('data-state', 'closed');
    vi.useRealTimers();
  });

  it('leaves modified clicks to the browser', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButtons url={url} networks={['x']} />, { wrapper });
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ShareButtons url={url} networks={[]} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Copy link' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(button).toHaveTextContent('Link copied');
    expect(button).toHaveAttribute('data-state', 'copied');
  });

  it('explains when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareButtons url={url} networks={[]} labels={{ copyLink: 'Lien' }} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });

  it('has no axe violations', async () => {
    render(<ShareButtons url={url} title="Alder Linen Shirt" />, { wrapper });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
