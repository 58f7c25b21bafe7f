/** Texts of the cart drawer; override any of them to translate. */
export interface CartDrawerLabels {
  title: string;
  itemCount: (count: number) => string;
  close: string;
  loading: string;
  updating: string;
  empty: string;
  continueShopping: string;
  linesLabel: string;
  subtotal: string;
  taxNote: string;
  /** Shown while prices are converted: the currency the payment is taken in. */
  chargedIn: (currency: string) => string;
  checkout: string;
  viewCart: string;
  remove: string;
  removeLine: (title: string) => string;
  quantityFor: (title: string) => string;
  decreaseQuantity: string;
  increaseQuantity: string;
  /** A line's quantity form submit, shown only without JavaScript. */
  update: string;
  /** A failed change without a message of its own. */
  updateFailed: string;
}

export const DEFAULT_CART_DRAWER_LABELS: CartDrawerLabels = {
  title: 'Your cart',
  itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
  close: 'Close cart',
  loading: 'Loading your cart…',
  updating: 'Updating your cart…',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  linesLabel: 'Items in your cart',
  subtotal: 'Subtotal',
  taxNote: 'Shipping and taxes are calculated at checkout.',
  chargedIn: (currency) => `You will be charged in ${currency}.`,
  checkout: 'Check out',
  viewCart: 'View cart',
  remove: 'Remove',
  removeLine: (title) => `Remove ${title}`,
  quantityFor: (title) => `Quantity for ${title}`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  update: 'Update',
  updateFailed: 'Could not update your cart, please try again',
};
