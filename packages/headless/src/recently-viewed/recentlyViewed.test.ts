import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../contract';
import {
  readRecentlyViewed,
  recordProductView,
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_STORAGE_KEY,
  summaryOf,
} from './recentlyViewed';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const product = (ID: number): ProductSummary => ({
  ID,
  handle: `product-${ID}`,
  title: `Linen piece ${ID}`,
  vendor: 'Vitrine',
  product_type: 'Shirt',
  price: 4800 + ID,
  price_max: 4800 + ID,
  compare_at_price: null,
  currency: 'USD',
  image: null,
  hover_image: null,
  available: true,
  swatches: [],
  single_variant_id: null,
});

describe('browsing record', () => {
  it('puts the latest view first and moves a product seen again to the front', () => {
    const storage = memoryStorage();
    recordProductView(storage, product(1), 100);
    recordProductView(storage, product(2), 200);
    recordProductView(storage, product(1), 300);
    expect(readRecentlyViewed(storage).map((p) => p.ID)).toEqual([1, 2]);
  });

  it('keeps at most twelve products', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id += 1) recordProductView(storage, product(id), id);
    const record = readRecentlyViewed(storage);
    expect(record).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(record[0]!.ID).toBe(RECENTLY_VIEWED_MAX + 3);
  });

  it('stores only the card fields of a full product', () => {
    const full = {
      ...product(5),
      description_html: '<p>Long text</p>',
      variants: [],
      images: [],
      options: [],
      collections: [],
    };
    expect(Object.keys(summaryOf(full as never)).sort()).toEqual(Object.keys(product(5)).sort());
  });

  it('keeps the single variant quick add posts, from a full product or a stored card', () => {
    const variant = {
      ID: 51,
      title: 'One size',
      sku: 'S',
      price: 1,
      compare_at_price: null,
      options: [],
      available: 3,
      image: null,
    };
    const full = { ...product(5), description_html: '', images: [], options: [], collections: [] };
    expect(summaryOf({ ...full, variants: [variant] }).single_variant_id).toBe(51);
    expect(summaryOf({ ...full, variants: [variant, { ...variant, ID: 52 }] }).single_variant_id).toBeNull();
    expect(summaryOf({ ...product(5), single_variant_id: 7 }).single_variant_id).toBe(7);
  });

  it('survives a damaged or hand-edited record', () => {
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_STORAGE_KEY]: '{not json' }))).toEqual([]);
    const mixed = JSON.stringify([{ ID: 'x' }, { ...product(3), viewed_at: 5 }, null]);
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_STORAGE_KEY]: mixed })).map((p) => p.ID)).toEqual([3]);
  });

  it('does not throw when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordProductView(full, product(9), 1).map((p) => p.ID)).toEqual([9]);
  });
});
