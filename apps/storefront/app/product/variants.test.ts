import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@vitrine/headless';
import { findVariant, selectedOptionsFromForm, variantFromAddress } from './variants';

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

  it('reads the variant the address names: ?variant=, or the options sent without JavaScript', () => {
    expect(variantFromAddress(product, new URLSearchParams('variant=3'))?.ID).toBe(3);
    expect(variantFromAddress(product, new URLSearchParams('variant=999'))).toBeUndefined();
    expect(variantFromAddress(product, new URLSearchParams('option[Size]=M&option[Colour]=Sand&intent=add'))?.ID).toBe(
      2,
    );
    expect(variantFromAddress(product, new URLSearchParams('quantity=2'))).toBeUndefined();
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
