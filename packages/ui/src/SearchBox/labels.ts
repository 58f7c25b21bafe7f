/** Texts of the search box and its suggestions; override any of them to translate. */
export interface SearchBoxLabels {
  /** Accessible name of the field. */
  label: string;
  placeholder: string;
  submit: string;
  /** Name of the suggestion list. */
  suggestions: string;
  /** A suggested search for the typed text. */
  suggestionQuery: (text: string) => string;
  /** Tags of suggested collections and products. */
  collection: string;
  product: string;
  /** Announced when suggestions arrive. */
  suggestionCount: (count: number) => string;
}

export const DEFAULT_SEARCH_BOX_LABELS: SearchBoxLabels = {
  label: 'Search',
  placeholder: 'Search products',
  submit: 'Search',
  suggestions: 'Suggestions',
  suggestionQuery: (text) => `Search for “${text}”`,
  collection: 'Collection',
  product: 'Product',
  suggestionCount: (count) =>
    count === 0
      ? 'No suggestions'
      : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose`,
};
