/** Text of {@link InlineCart}; override to translate. */
export interface InlineCartLabels {
  title: string;
  itemCount: (count: number) => string;
  linesLabel: string;
  loading: string;
  updating: string;
  empty: string;
  continueShopping: string;
  price: string;
  quantity: string;
  total: string;
  remove: string;
  removeLine: (title: string) => string;
  /** Said by the live region once a line is gone. */
  lineRemoved: (title: string) => string;
  quantityFor: (title: string) => string;
  decreaseQuantity: string;
  increaseQuantity: string;
  lineUpdating: string;
  /** The quantity form's submit, shown only without JavaScript. */
  update: string;
  /** A failed change without a message of its own. */
  updateFailed: string;
  /** The count row of the totals. */
  items: string;
  subtotal: string;
  discount: string;
  shipping: string;
  /** Shipping before an address is known. */
  shippingLater: string;
  free: string;
  taxes: string;
  orderTotal: string;
  taxNote: string;
  /** Shown while prices are converted: the currency the payment is taken in. */
  chargedIn: (currency: string) => string;
  checkout: string;
}

export const DEFAULT_INLINE_CART_LABELS: InlineCartLabels = {
  title: 'Your cart',
  itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
  linesLabel: 'Items in your cart',
  loading: 'Loading your cart…',
  updating: 'Updating your cart…',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  remove: 'Remove',
  removeLine: (title) => `Remove ${title}`,
  lineRemoved: (title) => `${title} removed from your cart`,
  quantityFor: (title) => `Quantity for ${title}`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  lineUpdating: 'Updating',
  update: 'Update',
  updateFailed: 'Could not update your cart, please try again',
  items: 'Items',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  shippingLater: 'Calculated at the next step',
  free: 'Free',
  taxes: 'Taxes',
  orderTotal: 'Total',
  taxNote: 'Taxes are calculated at checkout.',
  chargedIn: (currency) => `You will be charged in ${currency}.`,
  checkout: 'Check out',
};
