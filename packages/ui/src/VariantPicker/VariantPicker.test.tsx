import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderProduct } from '../fixtures/product';
import { VariantPicker } from './VariantPicker';
import { findVariant, isValueSoldOut } from './variants';

const props = { options: alderProduct.options, variants: alderProduct.variants };

describe('VariantPicker', () => {
  it('renders each option as a group of real radios named for a form post', () => {
    render(<VariantPicker {...props} name="product" />);
    expect(screen.getByRole('group', { name: 'Colour: Sand' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Size: XS' })).toBeInTheDocument();
    const navy = screen.getByRole('radio', { name: /^Navy/ });
    expect(navy).toHaveAttribute('type', 'radio');
    expect(navy).toHaveAttribute('name', 'product[Colour]');
    expect(screen.getByRole('radio', { name: 'Sand' })).toBeChecked();
  });

  it('draws colour values as swatches with their colour, others as pills', () => {
    const { container } = render(<VariantPicker {...props} swatchImages={{ Sage: '/fabric/sage.jpg' }} />);
    const groups = container.querySelectorAll('fieldset');
    expect(groups[0]).toHaveAttribute('data-swatch');
    expect(groups[1]).not.toHaveAttribute('data-swatch');
    const sand = screen.getByRole('radio', { name: 'Sand' }).nextElementSibling as HTMLElement;
    expect(sand.getAttribute('style')).toContain('#d8c7a9');
    const sage = screen.getByRole('radio', { name: 'Sage' }).nextElementSibling as HTMLElement;
    expect(sage.getAttribute('style')).toContain('/fabric/sage.jpg');
  });

  it('reports the new choice and the matching variant', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<VariantPicker {...props} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Sage' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      { Colour: 'Sage', Size: 'L' },
      expect.objectContaining({ ID: 1023 }),
    );
    expect(screen.getByRole('radio', { name: 'L' }).closest('label')).toHaveAttribute('data-state', 'checked');
  });

  it('marks values sold out for the current choice, selectable by default', async () => {
    const user = userEvent.setup();
    render(<VariantPicker {...props} />);
    expect(screen.queryByRole('radio', { name: /XS, Sold out/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Navy/ }));
    const xs = screen.getByRole('radio', { name: 'XS, Sold out' });
    expect(xs.closest('label')).toHaveAttribute('data-sold-out');
    await user.click(xs);
    expect(xs).toBeChecked();
    expect(screen.getByRole('group', { name: 'Size: XS' }).parentElement).toHaveAttribute('data-sold-out');
  });

  it('disables sold-out values when asked', () => {
    render(<VariantPicker {...props} soldOut="disabled" defaultValue={{ Colour: 'White', Size: 'M' }} />);
    expect(screen.getByRole('radio', { name: 'S, Sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<VariantPicker {...props} value={{ Colour: 'Navy', Size: 'M' }} />);
    expect(screen.getByRole('radio', { name: /^Navy/ })).toBeChecked();
    rerender(<VariantPicker {...props} value={{ Colour: 'White', Size: 'M' }} />);
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('finds variants and sold-out values', () => {
    expect(findVariant(props.variants, { Colour: 'Navy', Size: 'XS' })?.available).toBe(0);
    expect(findVariant(props.variants, { Colour: 'Navy' })).toBeNull();
    expect(isValueSoldOut(props.variants, 'Size', 'XS', { Colour: 'Navy' })).toBe(true);
    expect(isValueSoldOut(props.variants, 'Colour', 'White', { Size: 'M' })).toBe(false);
    expect(isValueSoldOut(props.variants, 'Colour', 'White', { Size: 'S' })).toBe(true);
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <VariantPicker {...props} defaultValue={{ Colour: 'Navy', Size: 'XS' }} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('ties its radios to a form drawn elsewhere and, without JavaScript, offers to show the choice', () => {
    const { container } = render(
      <>
        <form id="buy" action="/cart" method="post" />
        <VariantPicker {...props} name="option" form="buy" refreshAction="/products/alder-linen-shirt" />
      </>,
    );
    const sand = screen.getByRole('radio', { name: 'Sand' }) as HTMLInputElement;
    expect(sand).toHaveAttribute('form', 'buy');
    expect(sand.form?.id).toBe('buy');
    expect(new FormData(sand.form!).get('option[Colour]')).toBe('Sand');
    // Server-rendered inside <noscript>: a GET of the same form to the product page.
    const noscript = container.querySelector('noscript');
    expect(noscript).not.toBeNull();
  });
});
