import { useAdoptCart, type Cart } from '@vitrine/headless';
import type { ReactNode } from 'react';

/**
 * Puts a fixed cart in the story's store (the shop's loader does the same),
 * so the kit's cart parts, which read `useCart()` themselves, show it; their
 * changes then go to the story's mocked store API.
 */
export function StoryCart({ cart, children }: { cart: Cart; children: ReactNode }) {
  useAdoptCart(cart);
  return <>{children}</>;
}
