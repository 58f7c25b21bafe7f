import type { Product, Variant } from '@vitrine/headless';

/** Stars the rating line draws. */
const STAR_COUNT = 5;

/**
 * The gallery slide to show for a variant: its own picture when it has one
 * among the product's, else the first.
 *
 * @example galleryIndexOf(product, navyVariant); // 2
 */
export function galleryIndexOf(product: Pick<Product, 'images'>, variant: Pick<Variant, 'image'> | null | undefined): number {
  const url = variant?.image?.url;
  if (!url) return 0;
  return Math.max(0, product.images.findIndex((image) => image.url === url));
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
