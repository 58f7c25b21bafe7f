/** Text of {@link AddToCartDialog}; override to translate. */
export interface AddToCartDialogLabels {
  title: string;
  /** The line's quantity, e.g. "Qty 2". */
  quantity: (quantity: number) => string;
  /** Subtotal row with the cart's item count. */
  subtotal: (count: number) => string;
  viewCart: string;
  checkout: string;
  continueShopping: string;
  close: string;
}

export const DEFAULT_ADD_TO_CART_DIALOG_LABELS: AddToCartDialogLabels = {
  title: 'Added to your cart',
  quantity: (quantity) => `Qty ${quantity}`,
  subtotal: (count) => (count === 1 ? 'Subtotal (1 item)' : `Subtotal (${count} items)`),
  viewCart: 'View cart',
  checkout: 'Check out',
  continueShopping: 'Continue shopping',
  close: 'Close',
};
