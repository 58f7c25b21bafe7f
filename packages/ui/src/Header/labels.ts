/** Texts of the header; override any of them to translate. */
export interface HeaderLabels {
  skipToContent: string;
  /** Name of the main navigation. */
  navLabel: string;
  home: (storeName: string) => string;
  search: string;
  /** The account link while signed in. */
  account: string;
  /** The account link while signed out (it leads to the sign-in page). */
  signIn: string;
  wishlist: string;
  /** Cart link name; `count` is `null` while unknown. */
  cart: (count: number | null) => string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
}

export const DEFAULT_HEADER_LABELS: HeaderLabels = {
  skipToContent: 'Skip to content',
  navLabel: 'Main',
  home: (storeName) => `${storeName} home`,
  search: 'Search',
  account: 'Account',
  signIn: 'Sign in',
  wishlist: 'Wish list',
  cart: (count) => (count === null ? 'Cart' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
};
