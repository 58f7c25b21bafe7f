/** Texts of the wish-list button; override any of them to translate. */
export interface WishlistButtonLabels {
  /** Accessible name (and visible text with `showText`); the pressed state tells whether it is on. */
  add: string;
  added: string;
  /** Shown when a toggle was refused. */
  full: string;
  loginRequired: string;
  error: string;
}

export const DEFAULT_WISHLIST_BUTTON_LABELS: WishlistButtonLabels = {
  add: 'Add to wish list',
  added: 'In your wish list',
  full: 'Your wish list is full. Remove something to add this.',
  loginRequired: 'Sign in to save items to your wish list',
  error: 'Could not update your wish list. Please try again.',
};
