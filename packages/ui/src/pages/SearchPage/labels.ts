/** Texts of the search page, its filters and its filter chips; override any of them to translate. */
export interface SearchPageLabels {
  /** Heading without a search text. */
  title: string;
  /** Heading with one: "Results for “linen”". */
  resultsFor: (query: string) => string;
  /** The search field's name, its placeholder and its button. */
  label: string;
  placeholder: string;
  submit: string;
  resultCount: (count: number) => string;
  /** The engine searched a corrected spelling. */
  correctedTo: (corrected: string) => string;
  /** No product had every word; these have some of them. */
  anyWord: string;
  /** The filters cannot be combined (the engine refused them). */
  invalid: string;
  clearFilters: string;
  /** Name of the list of filter chips. */
  activeFilters: string;
  /** A chip's name for assistive technology: "Remove filter: In stock". */
  removeFilter: (label: string) => string;
  /** The folding panel of filters on a phone, and its submit button without JavaScript. */
  filters: string;
  applyFilters: string;
  facet: {
    collection: string;
    anyCollection: string;
    price: string;
    anyPrice: string;
    /** After the lowest price of the open top bucket: "$200 and above". */
    andAbove: string;
    availability: string;
    anyAvailability: string;
    inStock: string;
    soldOut: string;
  };
}

export const DEFAULT_SEARCH_PAGE_LABELS: SearchPageLabels = {
  title: 'Search results',
  resultsFor: (query) => `Results for “${query}”`,
  label: 'Search',
  placeholder: 'Search products',
  submit: 'Search',
  resultCount: (count) => (count === 1 ? '1 result' : `${count} results`),
  correctedTo: (corrected) => `Showing results for “${corrected}”.`,
  anyWord: 'No product matched every word, so products matching some of them are shown.',
  invalid: 'These filters cannot be combined. Change or clear them to see results.',
  clearFilters: 'Clear all filters',
  activeFilters: 'Active filters',
  removeFilter: (label) => `Remove filter: ${label}`,
  filters: 'Filters',
  applyFilters: 'Apply filters',
  facet: {
    collection: 'Collection',
    anyCollection: 'All collections',
    price: 'Price',
    anyPrice: 'Any price',
    andAbove: 'and above',
    availability: 'Availability',
    anyAvailability: 'In stock or sold out',
    inStock: 'In stock',
    soldOut: 'Sold out only',
  },
};
