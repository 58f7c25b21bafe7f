import { useCallback, useEffect, useState } from 'react';
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_STORAGE_KEY,
  type RecentlyViewedProduct,
  type RecordStorage,
} from './recentlyViewed';

function localStorageOrNull(): RecordStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The browsing record, read after hydration (the server render and the first
 * client render show nothing, so they match). `excludeId` leaves the current
 * product out ("recently viewed" under a product means the others).
 *
 * @example
 * const { products } = useRecentlyViewed({ excludeId: product.ID, limit: 4 });
 */
export function useRecentlyViewed(options: { excludeId?: number | null; limit?: number } = {}) {
  const { excludeId = null, limit = RECENTLY_VIEWED_MAX } = options;
  const [products, setProducts] = useState<RecentlyViewedProduct[]>([]);
  const [isLoaded, setLoaded] = useState(false);

  useEffect(() => {
    const storage = localStorageOrNull();
    if (!storage) return;
    setProducts(
      readRecentlyViewed(storage)
        .filter((entry) => entry.ID !== excludeId)
        .slice(0, limit),
    );
    setLoaded(true);
  }, [excludeId, limit]);

  const clear = useCallback(() => {
    const storage = localStorageOrNull();
    try {
      storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[]');
    } catch {
      // Nothing to clear when storage is blocked.
    }
    setProducts([]);
  }, []);

  return { products, isLoaded, clear };
}
