/** Texts of the currency selector; override any of them to translate. */
export interface CurrencySelectorLabels {
  /** Accessible name of the button; `current` is its visible text (the currency prices show in now, or the loading / unavailable text). */
  trigger: (current: string) => string;
  /** The Auto entry: the visitor's country currency (`country` and `currency` are `null` while unknown). */
  auto: (country: string | null, currency: string | null) => string;
  /** Heading of the list. */
  listTitle: string;
  /** Shown on the button while rates load. */
  loading: string;
  /** Shown when the rates could not be loaded (prices stay in the store currency). */
  unavailable: string;
}

export const DEFAULT_CURRENCY_SELECTOR_LABELS: CurrencySelectorLabels = {
  trigger: (current) => `Currency: ${current}`,
  auto: (country, currency) => (currency ? `Auto (${[country, currency].filter(Boolean).join(' · ')})` : 'Auto'),
  listTitle: 'Show prices in',
  loading: 'Loading currencies…',
  unavailable: 'Currencies unavailable',
};
