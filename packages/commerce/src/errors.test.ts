import { addToCartSchema, batchAddSchema } from '@vitrine/headless/contract';
import { describe, expect, it } from 'vitest';
import { CommerceError, parseInput } from './errors';

const failure = (run: () => unknown): CommerceError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('expected a CommerceError');
};

describe('parseInput', () => {
  it('returns the parsed value with defaults applied', () => {
    expect(parseInput(addToCartSchema, { variant_id: '7' })).toEqual({ variant_id: 7, quantity: 1, properties: [] });
  });

  it('maps a quantity failure deep in a batch to INVALID_QUANTITY with the full path', () => {
    const error = failure(() =>
      parseInput(batchAddSchema, { items: [{ variant_id: 1 }, { variant_id: 2, quantity: 'x' }] }),
    );
    expect(error).toMatchObject({ status: 422, code: 'INVALID_QUANTITY', field: 'items.1.quantity' });
    expect(error.errors).toEqual({ 'items.1.quantity': ['Quantity must be a number'] });
  });

  it('collects every failing field, naming the error after the first', () => {
    const error = failure(() => parseInput(addToCartSchema, { variant_id: 'x', quantity: 0 }));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'variant_id', message: 'Choose a variant' });
    expect(Object.keys(error.errors ?? {})).toEqual(['variant_id', 'quantity']);
  });

  it('leaves optional fields out of the JSON body', () => {
    const error = new CommerceError({ status: 404, code: 'NOT_FOUND', message: 'Not Found' });
    expect(error.toJSON()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not Found' });
    expect(error).toBeInstanceOf(Error);
  });
});
