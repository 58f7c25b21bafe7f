import type { Product, Variant } from '@vitrine/headless';
import { defaultSelection, type SelectedOptions } from '../../VariantPicker/variants';

/** Stars the rating line draws. */
const STAR_COUNT = 5;

/**
 * The gallery picture to show for a variant: its own picture when it is one
 * of the product's, else the first.
 *
 * @example galleryIndexOf(product, navyVariant); // 2
 */
export function galleryIndexOf(
  product: Pick<Product, 'images'>,
  variant: Pick<Variant, 'image'> | null | undefined,
): number {
  const url = variant?.image?.url;
  if (!url) return 0;
  return Math.max(
    0,
    product.images.findIndex((image) => image.url === url),
  );
}

/**
 * Five stars for an average rating, rounded to the nearest whole star:
 * filled ★ then empty ☆ (the number is read out beside them).
 *
 * @example ratingStars(4.4); // '★★★★☆'
 */
export function ratingStars(average: number): string {
  const filled = Math.min(STAR_COUNT, Math.max(0, Math.round(average)));
  return '★'.repeat(filled) + '☆'.repeat(STAR_COUNT - filled);
}

/**
 * The choice the page starts with: the options of the variant the address
 * names (`?variant=` or the options a browser without JavaScript sent), else
 * the first variant in stock.
 *
 * @example startingSelection(product, 4012); // { Colour: 'Navy', Size: 'M' }
 */
export function startingSelection(
  product: Pick<Product, 'options' | 'variants'>,
  variantId: number | null | undefined,
): SelectedOptions {
  const named = variantId == null ? undefined : product.variants.find((v) => v.ID === variantId);
  if (named) return Object.fromEntries(named.options.map((o) => [o.name, o.value]));
  return defaultSelection(product.options, product.variants);
}
