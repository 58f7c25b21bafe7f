import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCoatProduct } from '../fixtures/checkout';
import { QuickAddToCart } from './QuickAddToCart';

const single = { ...demoCoatProduct, options: [], variants: [demoCoatProduct.variants[1]!] };

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
  return screen.findByRole('dialog', { name: 'Choose options for Harbor Wool Coat' });
}

describe('QuickAddToCart', () => {
  it('asks to select a variant when Add is pressed before every option is chosen', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => {});
    render(<QuickAddToCart product={demoCoatProduct} onAdd={onAdd} />);
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please, select at least one variant');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the variant matching the chosen options, then closes', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => {});
    render(<QuickAddToCart product={demoCoatProduct} onAdd={onAdd} />);
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(1024, 1); // Camel / M
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('strikes out values no in-stock variant has with the other choices', async () => {
    const user = userEvent.setup();
    render(<QuickAddToCart product={demoCoatProduct} onAdd={async () => {}} />);
    await openPanel(user);
    expect(screen.getByRole('radio', { name: 'S' }).closest('label')).not.toHaveAttribute('data-unavailable');
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    expect(screen.getByRole('radio', { name: 'S, Sold out' }).closest('label')).toHaveAttribute('data-unavailable');
    await user.click(screen.getByRole('radio', { name: 'S, Sold out' }));
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows pending while adding and the failure message after', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const onAdd = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<QuickAddToCart product={demoCoatProduct} onAdd={onAdd} />);
    await openPanel(user);
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const pending = screen.getByRole('button', { name: 'Adding…' });
    expect(pending).toHaveAttribute('data-pending');
    await user.click(pending);
    expect(onAdd).toHaveBeenCalledTimes(1);
    fail(new Error('Only 3 left in stock'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left in stock');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a single-variant product at once', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => {});
    render(<QuickAddToCart product={single} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart: Harbor Wool Coat' }));
    expect(onAdd).toHaveBeenCalledWith(single.variants[0]!.ID, 1);
  });

  it('has no axe violations with the panel open and an error', async () => {
    const user = userEvent.setup();
    render(<QuickAddToCart product={demoCoatProduct} onAdd={async () => {}} />);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
