import type { Image, Product } from '@vitrine/headless';

/** What the wish list page shows of one product: only what its card and forms need. */
export interface WishCard {
  id: number;
  handle: string;
  title: string;
  image: Image | null;
  /** Lowest price and its compare-at price, in the catalog's currency. */
  price: number;
  compareAtPrice: number | null;
  currency: string;
  variants: { ID: number; title: string; available: number }[];
}

/**
 * Wish cards of the wished products, in the list's order (newest wish
 * first); products no longer in the catalog are left out by the caller.
 *
 * @example wishedCards([product]) // [{ id: 7, handle: 'linen-shirt', price: 4800, variants: [...] }]
 */
export function wishedCards(products: readonly Product[]): WishCard[] {
  return products.map((product) => {
    const cheapest = [...product.variants].sort((a, b) => a.price - b.price)[0];
    return {
      id: product.ID,
      handle: product.handle,
      title: product.title,
      image: product.images[0] ?? product.image ?? null,
      price: cheapest?.price ?? product.price,
      compareAtPrice: cheapest?.compare_at_price ?? null,
      currency: product.currency,
      variants: product.variants.map((variant) => ({ ID: variant.ID, title: variant.title, available: variant.available })),
    };
  });
}
