/** Texts of the FAQ; override any of them to translate. */
export interface FAQLabels {
  /** Heading when no `title` is given. */
  title: string;
  empty: string;
}

export const DEFAULT_FAQ_LABELS: FAQLabels = {
  title: 'Frequently asked questions',
  empty: 'No questions yet.',
};
