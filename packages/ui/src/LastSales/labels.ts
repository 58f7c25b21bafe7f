/** Texts of {@link LastSales}; override to translate. */
export interface LastSalesLabels {
  region: string;
  /** "Someone in Lyon bought" (the product title follows as a link). */
  boughtBy: (city: string) => string;
  pause: string;
  play: string;
}

export const DEFAULT_LAST_SALES_LABELS: LastSalesLabels = {
  region: 'Recent purchases',
  boughtBy: (city) => `Someone in ${city} bought`,
  pause: 'Pause recent purchases',
  play: 'Play recent purchases',
};
