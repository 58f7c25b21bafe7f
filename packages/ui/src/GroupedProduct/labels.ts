/** Texts of the grouped product; override any of them to translate. */
export interface GroupedProductLabels {
  title: string;
  total: string;
  add: string;
  adding: string;
  /** Shown when a chosen variant is sold out. */
  soldOut: string;
  /** Shown while an option of either product is unchosen. */
  chooseVariants: string;
}

export const DEFAULT_GROUPED_PRODUCT_LABELS: GroupedProductLabels = {
  title: 'Buy the set',
  total: 'Set total',
  add: 'Add both to cart',
  adding: 'Adding…',
  soldOut: 'One of the items is sold out in this choice.',
  chooseVariants: 'Please, select at least one variant',
};
