import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderProduct, harborCoatProduct } from '../fixtures/product';
import { GroupedProduct } from './GroupedProduct';

const props = { product: alderProduct, companion: harborCoatProduct, groupId: 'set-7f3a', onAdd: () => {} };

describe('GroupedProduct', () => {
  it('shows both products and the set total', () => {
    render(<GroupedProduct {...props} locale="en-US" />);
    expect(screen.getByRole('article', { name: 'Alder Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Harbor Wool Coat' })).toBeInTheDocument();
    expect(screen.getByText('Set total').parentElement).toHaveTextContent('$313.00');
  });

  it('adds both chosen variants with one shared groupId', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<GroupedProduct {...props} onAdd={onAdd} />);
    const shirt = screen.getByRole('article', { name: 'Alder Linen Shirt' });
    await user.click(screen.getByRole('radio', { name: '50' }));
    await user.click(within(shirt).getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add both to cart' }));
    const groupProperty = [{ name: 'groupId', value: 'set-7f3a' }];
    expect(onAdd).toHaveBeenCalledWith(
      [
        { variant_id: 1013, quantity: 1, properties: groupProperty },
        { variant_id: 1062, quantity: 1, properties: groupProperty },
      ],
      'set-7f3a',
    );
  });

  it('keeps the two pickers apart', () => {
    render(<GroupedProduct {...props} />);
    expect(screen.getByRole('radio', { name: 'Sand' })).toHaveAttribute('name', 'set-101[Colour]');
    expect(screen.getByRole('radio', { name: '46' })).toHaveAttribute('name', 'set-102[Size]');
  });

  it('refuses to add when a chosen variant is sold out, and says why', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { container } = render(<GroupedProduct {...props} onAdd={onAdd} />);
    expect(container.firstChild).toHaveAttribute('data-ready');
    await user.click(screen.getByRole('radio', { name: /^54/ }));
    expect(container.firstChild).not.toHaveAttribute('data-ready');
    const button = screen.getByRole('button', { name: 'Add both to cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('sold out');
  });

  it('shows pending and the add error', () => {
    const { container, rerender } = render(<GroupedProduct {...props} status="pending" />);
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveAttribute('data-pending');
    expect(container.firstChild).toHaveAttribute('data-status', 'pending');
    rerender(<GroupedProduct {...props} error="Only 2 Harbor Wool Coats left" />);
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 Harbor Wool Coats left');
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <GroupedProduct {...props} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
