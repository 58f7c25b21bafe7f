import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@vitrine/headless';
import { findVariant, initialVariant, isOptionValueAvailable, selectedOptionsFromForm } from './variants';

function variant(ID: number, size: string, colour: string, available: number): Variant {
  return {
    ID,
    title: `${size} / ${colour}`,
    sku: `SKU-${ID}`,
    price: 4800,
    compare_at_price: null,
    options: [
      { name: 'Size', value: size },
      { name: 'Colour', value: colour },
    ],
    available,
    image: null,
  };
}

const product = {
  variants: [variant(1, 'S', 'Sand', 0), variant(2, 'M', 'Sand', 4), variant(3, 'S', 'Moss', 2)],
} as unknown as Product; // only `variants` is read by these helpers

describe('variant selection', () => {
  it('finds the variant matching every chosen option', () => {
    expect(findVariant(product, { Size: 'S', Colour: 'Moss' })?.ID).toBe(3);
    expect(findVariant(product, { Size: 'M', Colour: 'Moss' })).toBeUndefined();
  });

  it('starts on the requested variant, else the first in stock', () => {
    expect(initialVariant(product, '3')?.ID).toBe(3);
    expect(initialVariant(product, null)?.ID).toBe(2);
    expect(initialVariant(product, '999')?.ID).toBe(2);
  });

  it('marks option values that lead to sold-out or missing variants', () => {
    expect(isOptionValueAvailable(product, { Size: 'M', Colour: 'Sand' }, 'Size', 'S')).toBe(false);
    expect(isOptionValueAvailable(product, { Size: 'S', Colour: 'Sand' }, 'Colour', 'Moss')).toBe(true);
    expect(isOptionValueAvailable(product, { Size: 'M', Colour: 'Sand' }, 'Colour', 'Moss')).toBe(false);
  });

  it('reads option fields from a posted form', () => {
    const form = new FormData();
    form.set('option.Size', 'M');
    form.set('option.Colour', 'Sand');
    form.set('quantity', '2');
    expect(selectedOptionsFromForm(form)).toEqual({ Size: 'M', Colour: 'Sand' });
  });

  it('reads the variant picker radios (option[Name]), names with spaces included', () => {
    const form = new FormData();
    form.set('option[Size]', 'S');
    form.set('option[Frame colour]', 'Moss');
    form.set('options', 'ignored');
    form.set('intent', 'add');
    expect(selectedOptionsFromForm(form)).toEqual({ Size: 'S', 'Frame colour': 'Moss' });
  });
});
