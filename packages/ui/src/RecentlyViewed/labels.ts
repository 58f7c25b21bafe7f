/** Texts of the recently viewed row; override any of them to translate. */
export interface RecentlyViewedLabels {
  title: string;
  /** The button that forgets the record. */
  clear: string;
}

export const DEFAULT_RECENTLY_VIEWED_LABELS: RecentlyViewedLabels = {
  title: 'Recently viewed',
  clear: 'Clear history',
};
