import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@vitrine/headless';
import { alderProduct } from '../../fixtures/product';
import { galleryIndexOf, ratingStars, startingSelection } from './product';
import { itemEventPayload } from './productView';

const image = (url: string) => ({ url, alt: '', width: 800, height: 1000 });
const product = {
  ID: 7,
  title: 'Fell Merino Crewneck',
  price: 12800,
  currency: 'USD',
  images: [image('/media/navy.jpg'), image('/media/oat.jpg'), image('/media/moss.jpg')],
} as unknown as Product;
const variant = (url: string | null) =>
  ({ ID: 70, sku: 'FMC-OAT-M', price: 13200, image: url ? image(url) : null }) as unknown as Variant;

describe('product page helpers', () => {
  it('shows the chosen variant’s picture in the gallery', () => {
    expect(galleryIndexOf(product, variant('/media/moss.jpg'))).toBe(2);
    expect(galleryIndexOf(product, variant(null))).toBe(0);
    expect(galleryIndexOf(product, variant('/media/elsewhere.jpg'))).toBe(0);
    expect(galleryIndexOf(product, null)).toBe(0);
  });

  it('draws the average as five stars', () => {
    expect(ratingStars(4.4)).toBe('★★★★☆');
    expect(ratingStars(4.5)).toBe('★★★★★');
    expect(ratingStars(0)).toBe('☆☆☆☆☆');
    expect(ratingStars(9)).toBe('★★★★★');
  });

  it('describes the viewed item with the variant’s price and sku, in minor units', () => {
    expect(itemEventPayload(product, variant('/media/oat.jpg'))).toEqual({
      item: { productId: 7, variantId: 70, sku: 'FMC-OAT-M', title: 'Fell Merino Crewneck', price: 13200, quantity: 1 },
      currency: 'USD',
    });
    expect(itemEventPayload(product, null).item).toMatchObject({ variantId: null, sku: null, price: 12800 });
  });

  it('starts from the variant the address names, else the first in stock', () => {
    const navyM = alderProduct.variants.find((v) => v.options.every((o) => ['Navy', 'M'].includes(o.value)))!;
    expect(startingSelection(alderProduct, navyM.ID)).toEqual({ Colour: 'Navy', Size: 'M' });
    expect(startingSelection(alderProduct, 999_999)).toEqual(startingSelection(alderProduct, null));
    const firstInStock = alderProduct.variants.find((v) => v.available > 0)!;
    expect(startingSelection(alderProduct, null)).toEqual(
      Object.fromEntries(firstInStock.options.map((o) => [o.name, o.value])),
    );
  });
});
