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
  quantityFor: (title: string) => string;
  decreaseQuantity: string;
  increaseQuantity: string;
  lineUpdating: string;
  subtotal: string;
  shipping: string;
  free: string;
  orderTotal: string;
  taxNote: string;
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
  quantityFor: (title) => `Quantity for ${title}`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  lineUpdating: 'Updating',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  orderTotal: 'Total',
  taxNote: 'Taxes are calculated at checkout.',
  checkout: 'Check out',
};
