/** Texts of the collection page; override any of them to translate. */
export interface CollectionPageLabels {
  /** "24 products". */
  count: (count: number) => string;
  /** Shown instead of the grid when the collection has no products. */
  empty: string;
}

export const DEFAULT_COLLECTION_PAGE_LABELS: CollectionPageLabels = {
  count: (count) => (count === 1 ? '1 product' : `${count} products`),
  empty: 'No products in this collection yet.',
};
