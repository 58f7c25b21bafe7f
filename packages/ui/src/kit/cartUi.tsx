// How the shop shows the cart lives beside the cart's state in headless (Hydrogen's cart placement type); the kit re-exports it.
export { CART_PATH, CartUiProvider, useCartUi } from '@vitrine/headless';
export type { CartType, CartUi } from '@vitrine/headless';
