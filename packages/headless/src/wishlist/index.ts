export * from './wishlist';
export type * from './wishlist.types';
export { createWishlistStore, type WishlistStore } from './wishlistStore';
export { useWishlist, type UseWishlistOptions, type UseWishlistResult } from './useWishlist';
