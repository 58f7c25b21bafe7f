import type { Commerce } from '@vitrine/commerce';
import type { ProductRating } from './json-ld';

/**
 * The product's average rating and review count from the reviews engine, for
 * the JSON-LD `aggregateRating`; null when nobody reviewed it yet.
 *
 * @example
 * const rating = await productRating(context.commerce, product.ID); // { average: 4.5, count: 12 }
 */
export async function productRating(
  commerce: Pick<Commerce, 'content'>,
  productId: number,
): Promise<ProductRating | null> {
  const page = await commerce.content.reviews.list({ product_id: productId, page: 1 });
  return page.count > 0 ? { average: page.average_rating, count: page.count } : null;
}
