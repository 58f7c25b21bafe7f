import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { storeProviderFor } from '../../test/store';
import { demoShippingMethods } from '../fixtures/checkout';
import { ShippingMethodPicker, type ShippingMethodPickerProps } from './ShippingMethodPicker';

const base: ShippingMethodPickerProps = {
  methods: demoShippingMethods,
  value: 'standard',
  onValueChange: () => {},
  currency: 'USD',
};

const Store = storeProviderFor(null);

function Controlled(props: Partial<ShippingMethodPickerProps>) {
  const [value, setValue] = useState<string | null>('standard');
  return (
    <ShippingMethodPicker
      {...base}
      {...props}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        props.onValueChange?.(id);
      }}
    />
  );
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

  it('calls onValueChange on click; the radios are one native group (one tab stop, arrow keys)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByText('Overnight courier'));
    expect(onValueChange).toHaveBeenLastCalledWith('overnight');
    expect(screen.getByRole('radio', { name: /Overnight/ })).toBeChecked();
    const names = new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
  });

  it('is a real form field: posts its name and choice, and works uncontrolled', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <ShippingMethodPicker methods={demoShippingMethods} name="method_id" defaultValue="standard" currency="USD" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('method_id')).toBe('standard');
    await user.click(screen.getByText('Overnight courier'));
    expect(new FormData(form).get('method_id')).toBe('overnight');
  });

  it('renders working radios on the server (no JavaScript needed)', () => {
    const html = renderToString(
      <ShippingMethodPicker methods={demoShippingMethods} name="method_id" defaultValue="express" currency="USD" />,
    );
    const express = html.match(/<input[^>]*value="express"[^>]*>/)?.[0] ?? '';
    expect(express).toContain('type="radio"');
    expect(express).toContain('name="method_id"');
    expect(express).toContain('checked=""');
  });

  it('keeps a choice the shopper made before the scripts ran, and saves it once they do', async () => {
    const onValueChange = vi.fn();
    // The server's HTML, with Express checked by the shopper before hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ShippingMethodPicker {...base} name="shipping_method_id" onValueChange={onValueChange} />,
    );
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[value="express"]')!.checked = true;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ShippingMethodPicker {...base} name="shipping_method_id" onValueChange={onValueChange} />,
      ),
    );
    try {
      expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveAttribute('data-state', 'checked');
      expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveAttribute(
        'data-state',
        'unchecked',
      );
      expect(onValueChange).toHaveBeenCalledWith('express');
      expect(onValueChange).toHaveBeenCalledTimes(1);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('follows the server’s choice when it changes', () => {
    const { rerender } = render(<ShippingMethodPicker {...base} />);
    rerender(<ShippingMethodPicker {...base} value="overnight" />);
    expect(screen.getByRole('radio', { name: /Overnight/ })).toBeChecked();
  });

  it('as a form, posts the cart’s shipping intent without scripts', () => {
    const html = renderToString(
      <Store>
        <ShippingMethodPicker {...base} as="form" />
      </Store>,
    );
    expect(html).toMatch(/<form[^>]*action="\/cart"/);
    const button = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="shipping"');
    expect(html).toMatch(/<input[^>]*name="method_id"[^>]*value="standard"/);
  });

  it('shows the server’s error on the field', async () => {
    render(<ShippingMethodPicker {...base} error="No shipping methods available" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('No shipping methods available');
    expect(screen.getByRole('alert')).toHaveTextContent('No shipping methods available');
  });

  it('locks the choice while a change is pending', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<ShippingMethodPicker {...base} onValueChange={onValueChange} isPending />);
    expect(container.firstChild).toHaveAttribute('data-pending');
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByText('Overnight courier'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  it('says when there are no methods', () => {
    const { container } = render(<ShippingMethodPicker {...base} methods={[]} value={null} />);
    expect(container.firstChild).toHaveAttribute('data-empty');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('No shipping methods available')).toBeInTheDocument();
  });

  it('formats costs in the locale and currency given, and takes labels', () => {
    render(
      <ShippingMethodPicker
        {...base}
        currency="EUR"
        locale="de-DE"
        labels={{ free: 'Kostenlos', legend: 'Versandart' }}
      />,
    );
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
  it('inherits a right-to-left page, or takes the dir given', () => {
    const { unmount } = render(
      <div dir="rtl">
        <ShippingMethodPicker {...base} />
      </div>,
    );
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('dir');
    unmount();
    render(<ShippingMethodPicker {...base} dir="rtl" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('dir', 'rtl');
  });
});
