/** Text of {@link AddToCartForm}; override to translate. */
export interface AddToCartFormLabels {
  add: string;
  adding: string;
  soldOut: string;
  quantity: string;
  decreaseQuantity: string;
  increaseQuantity: string;
  /** Spec 5: the options chosen match no variant. */
  selectVariant: string;
  /** The add failed without a message of its own. */
  failed: string;
  /** Few left of the chosen variant, e.g. "Only 3 left". */
  onlyLeft: (count: number) => string;
}

export const DEFAULT_ADD_TO_CART_FORM_LABELS: AddToCartFormLabels = {
  add: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Sold out',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  selectVariant: 'Please, select at least one variant',
  failed: 'Could not add to cart, please try again',
  onlyLeft: (count) => `Only ${count} left`,
};
