/** Texts of the product page's own parts; override any of them to translate. */
export interface ProductPageLabels {
  /** The rating line under the title, e.g. "4.5 out of 5 · 12 reviews". */
  ratingSummary: (rating: number, count: number) => string;
}

export const DEFAULT_PRODUCT_PAGE_LABELS: ProductPageLabels = {
  ratingSummary: (rating, count) => `${rating.toFixed(1)} out of 5 · ${count === 1 ? '1 review' : `${count} reviews`}`,
};
