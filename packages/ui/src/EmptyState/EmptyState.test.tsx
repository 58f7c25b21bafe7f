import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the cart texts and a link action, with data-empty', () => {
    render(<EmptyState kind="cart" actionHref="/collections/all" />);
    const region = screen.getByRole('region', { name: 'Your cart is empty' });
    expect(region).toHaveAttribute('data-empty', 'cart');
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/collections/all');
  });

  it('names the search query', () => {
    render(<EmptyState kind="search" query="velvet" />);
    expect(screen.getByRole('heading', { name: 'No results for “velvet”' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('runs onAction from a button', async () => {
    const onAction = vi.fn();
    render(<EmptyState kind="wishlist" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Discover products' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('takes translated labels per kind', () => {
    render(
      <EmptyState
        kind="orders"
        headingLevel={3}
        labels={{
          orders: {
            title: 'Noch keine Bestellungen',
            text: 'Hier erscheinen deine Bestellungen.',
            action: 'Einkaufen',
          },
        }}
        actionHref="/"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Noch keine Bestellungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einkaufen' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <EmptyState kind="cart" actionHref="/" />
        <EmptyState kind="search" query="x" onAction={() => {}} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
