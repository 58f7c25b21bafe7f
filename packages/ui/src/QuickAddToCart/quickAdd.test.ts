import { describe, expect, it } from 'vitest';
import { demoCoatProduct } from '../fixtures/checkout';
import { chosenVariant, isValueAvailable } from './quickAdd';

const { variants } = demoCoatProduct;

describe('chosenVariant', () => {
  it('is the variant matching every chosen option, none while one is missing', () => {
    expect(chosenVariant(variants, { Colour: 'Camel', Size: 'M' })?.title).toBe('Camel / M');
    expect(chosenVariant(variants, { Colour: 'Camel' })).toBeUndefined();
    expect(chosenVariant(variants, {})).toBeUndefined();
  });

  it('is the only variant of a product without options', () => {
    expect(chosenVariant([variants[0]!], {})).toBe(variants[0]);
  });
});

describe('isValueAvailable', () => {
  it('strikes a value that has no variant in stock with the other choices, and no other', () => {
    expect(isValueAvailable(variants, {}, 'Size', 'S')).toBe(true); // Charcoal / S is in stock
    expect(isValueAvailable(variants, { Colour: 'Camel' }, 'Size', 'S')).toBe(false);
    expect(isValueAvailable(variants, { Colour: 'Camel' }, 'Size', 'M')).toBe(true);
    // The option being changed does not limit itself: with Size S chosen, Camel is struck, Charcoal not.
    expect(isValueAvailable(variants, { Size: 'S', Colour: 'Camel' }, 'Colour', 'Charcoal')).toBe(true);
    expect(isValueAvailable(variants, { Size: 'S' }, 'Colour', 'Camel')).toBe(false);
  });
});
