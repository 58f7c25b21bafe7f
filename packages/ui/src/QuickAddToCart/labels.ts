/** Text of {@link QuickAddToCart}; override to translate. */
export interface QuickAddToCartLabels {
  /** The card's button, e.g. "Quick add". */
  trigger: string;
  /** Accessible name of the card's button. */
  triggerFor: (title: string) => string;
  /** Accessible name of the variant panel. */
  panel: (title: string) => string;
  add: string;
  adding: string;
  soldOut: string;
  close: string;
  /** Spec 5: shown when Add is pressed before a variant is chosen. */
  selectVariant: string;
  /** Shown when the add failed without a message of its own. */
  failed: string;
}

export const DEFAULT_QUICK_ADD_TO_CART_LABELS: QuickAddToCartLabels = {
  trigger: 'Quick add',
  triggerFor: (title) => `Quick add ${title}`,
  panel: (title) => `Choose options for ${title}`,
  add: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Sold out',
  close: 'Close',
  selectVariant: 'Please, select at least one variant',
  failed: 'This item could not be added. Please try again.',
};
