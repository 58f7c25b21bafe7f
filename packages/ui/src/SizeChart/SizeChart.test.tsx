import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderSizeChart } from '../fixtures/product';
import { SizeChart } from './SizeChart';

describe('SizeChart', () => {
  it('renders only its button until opened, marked as opening a dialog', () => {
    render(<SizeChart chart={alderSizeChart} />);
    expect(screen.getByRole('button', { name: 'Size chart' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Size chart' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from its button, reports it, and closes back to the button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SizeChart chart={alderSizeChart} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Size chart' });
    await user.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Tops and knitwear' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows the sizes in centimetres, and inches after the switch', async () => {
    const user = userEvent.setup();
    render(<SizeChart chart={alderSizeChart} defaultOpen />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Chest (cm)', 'Waist (cm)', 'Length (cm)']);
    const m = within(table).getByRole('rowheader', { name: 'M' }).parentElement!;
    expect(
      within(m)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['98', '86', '72']);
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(screen.getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-unit', 'in');
    expect(
      within(m)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['38.6', '33.9', '28.3']);
    expect(table).toHaveTextContent('Measurements in inches');
  });

  it('starts in the unit asked for, with local number formatting', async () => {
    render(<SizeChart chart={alderSizeChart} defaultOpen defaultUnit="in" locale="de-DE" />);
    const m = (await screen.findByRole('rowheader', { name: 'M' })).parentElement!;
    expect(within(m).getAllByRole('cell')[0]).toHaveTextContent('38,6');
  });

  it('shows loading, and an error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<SizeChart chart={null} status="loading" defaultOpen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the size chart');
    expect(screen.getByRole('dialog', { name: 'Size chart' })).toHaveAttribute('data-status', 'loading');
    rerender(<SizeChart chart={null} status="error" onRetry={onRetry} defaultOpen />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<SizeChart chart={alderSizeChart} defaultOpen />);
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
