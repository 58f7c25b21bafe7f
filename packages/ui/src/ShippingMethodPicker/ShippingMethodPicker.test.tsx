import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoShippingMethods } from '../fixtures/checkout';
import { ShippingMethodPicker, type ShippingMethodPickerProps } from './ShippingMethodPicker';

const base: ShippingMethodPickerProps = {
  methods: demoShippingMethods,
  value: 'standard',
  onValueChange: () => {},
  currency: 'USD',
};

function Controlled(props: Partial<ShippingMethodPickerProps>) {
  const [value, setValue] = useState<string | null>('standard');
  return <ShippingMethodPicker {...base} {...props} value={value} onValueChange={(id) => { setValue(id); props.onValueChange?.(id); }} />;
}

describe('ShippingMethodPicker', () => {
  it('lists each method as a radio with its cost, the chosen one checked', () => {
    render(<ShippingMethodPicker {...base} />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping method' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveAccessibleName('Express (2–3 business days) $14.50');
  });

  it('reads a cost of 0 as Free and strikes the regular cost of a discounted method', () => {
    render(<ShippingMethodPicker {...base} />);
    const standard = screen.getByRole('radio', { name: /Standard/ });
    expect(standard).toHaveAccessibleName('Standard (5–7 business days) Free Regular price $8.00');
    const option = standard.closest('label')!;
    expect(option).toHaveAttribute('data-free');
    expect(option).toHaveAttribute('data-discounted');
    expect(option.querySelector('s')).toHaveTextContent('$8.00');
    expect(screen.getByRole('radio', { name: /Overnight/ }).closest('label')).not.toHaveAttribute('data-discounted');
  });

  it('calls onValueChange on click, and keeps one tab stop for the group', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByText('Overnight courier'));
    expect(onValueChange).toHaveBeenLastCalledWith('overnight');
    expect(screen.getByRole('radio', { name: /Overnight/ })).toBeChecked();
    const tabStops = screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(tabStops).toEqual([screen.getByRole('radio', { name: /Overnight/ })]);
  });

  it('locks the choice while a change is pending', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<ShippingMethodPicker {...base} onValueChange={onValueChange} isPending />);
    expect(container.firstChild).toHaveAttribute('data-pending');
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByText('Overnight courier'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('says when there are no methods', () => {
    const { container } = render(<ShippingMethodPicker {...base} methods={[]} value={null} />);
    expect(container.firstChild).toHaveAttribute('data-empty');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('No shipping methods available')).toBeInTheDocument();
  });

  it('formats costs in the locale and currency given, and takes labels', () => {
    render(<ShippingMethodPicker {...base} currency="EUR" locale="de-DE" labels={{ free: 'Kostenlos', legend: 'Versandart' }} />);
    expect(screen.getByRole('radiogroup', { name: 'Versandart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveAccessibleName(/14,50\s€/);
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveAccessibleName(/Kostenlos/);
  });

  it('has no axe violations with methods and empty', async () => {
    const first = render(<ShippingMethodPicker {...base} />);
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    const second = render(<ShippingMethodPicker {...base} methods={[]} value={null} />);
    expect(await axeViolations(second.container)).toEqual([]);
  });
});

describe('ShippingMethodPicker direction', () => {
  it('follows a right-to-left page, or the dir given', () => {
    const { unmount } = render(
      <div dir="rtl">
        <ShippingMethodPicker {...base} />
      </div>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('dir', 'rtl');
    unmount();
    render(<ShippingMethodPicker {...base} dir="rtl" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('dir', 'rtl');
  });
});
