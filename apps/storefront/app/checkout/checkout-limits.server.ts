import type { AppLoadContext } from 'react-router';
import type { CartTotalLimits } from '@vitrine/commerce';

export type { CartTotalLimits };

/**
 * The limits the engine prices carts with (spec 5). The cart's notices carry
 * the English sentence only; the page needs the amount to say it in the
 * shopper's language and currency.
 */
export function cartTotalLimits(context: AppLoadContext): Promise<CartTotalLimits> {
  return context.commerce.carts.totalLimits();
}
