import { summaryOf, type Product } from '@vitrine/headless';
import type { WishItem } from '@vitrine/ui';

/**
 * The wish list page's items of the wished products, in the list's order
 * (newest wish first): each product's card and the variants the shopper can
 * add; products no longer in the catalog are left out by the caller.
 *
 * @example wishedItems([product]) // [{ product: { ID: 7, handle: 'linen-shirt', … }, variants: [...] }]
 */
export function wishedItems(products: readonly Product[]): WishItem[] {
  return products.map((product) => ({
    product: summaryOf(product),
    variants: product.variants.map((variant) => ({
      ID: variant.ID,
      title: variant.title,
      available: variant.available,
    })),
  }));
}
