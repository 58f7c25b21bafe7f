import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../contract';
import { recordProductView, RECENTLY_VIEWED_STORAGE_KEY } from './recentlyViewed';
import { useRecentlyViewed } from './useRecentlyViewed';

const product = (ID: number): ProductSummary => ({
  ID,
  handle: `product-${ID}`,
  title: `Linen piece ${ID}`,
  vendor: 'Vitrine',
  product_type: 'Shirt',
  price: 4800,
  price_max: 4800,
  compare_at_price: null,
  currency: 'USD',
  image: null,
  hover_image: null,
  available: true,
  swatches: [],
});

beforeEach(() => localStorage.clear());

describe('useRecentlyViewed', () => {
  it('reads the record after mount, newest first, without the product on screen', async () => {
    recordProductView(localStorage, product(1), 1000);
    recordProductView(localStorage, product(2), 2000);
    recordProductView(localStorage, product(3), 3000);
    const { result } = renderHook(() => useRecentlyViewed({ excludeId: 2, limit: 4 }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.products.map((p) => p.ID)).toEqual([3, 1]);
  });

  it('clears the record', async () => {
    recordProductView(localStorage, product(1), 1000);
    const { result } = renderHook(() => useRecentlyViewed());
    await waitFor(() => expect(result.current.products).toHaveLength(1));
    act(() => result.current.clear());
    expect(result.current.products).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBe('[]');
  });
});
