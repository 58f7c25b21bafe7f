import type { AppLoadContext } from 'react-router';

/** The store's cart total limits (spec 5: 'Must have at least/at most {p} in total'), minor units; null = none. */
export interface CartTotalLimits {
  min: number | null;
  max: number | null;
}

/**
 * Reads the limits the engine prices carts with. The cart's notices carry the
 * English sentence only; the page needs the amount to say it in the shopper's
 * language and currency.
 */
export async function cartTotalLimits(context: AppLoadContext): Promise<CartTotalLimits> {
  const [row] = await context.commerce.db.query<{ min_cart_total: number | null; max_cart_total: number | null }>(
    'SELECT min_cart_total, max_cart_total FROM pricing_settings LIMIT 1',
  );
  return { min: row?.min_cart_total ?? null, max: row?.max_cart_total ?? null };
}
