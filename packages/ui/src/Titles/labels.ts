/** Texts of {@link Titles}; override to translate. */
export interface TitlesLabels {
  /** The count after the heading, e.g. "24 products". */
  count: (count: number) => string;
}

export const DEFAULT_TITLES_LABELS: TitlesLabels = {
  count: (count) => (count === 1 ? '1 product' : `${count} products`),
};
