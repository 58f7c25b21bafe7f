/** Texts of the variant picker; override any of them to translate. */
export interface VariantPickerLabels {
  /** Added to the name of a value that is sold out in the current choice. */
  soldOut: string;
  /** Shown beside the option name once a value is chosen, e.g. "Colour: Sand". */
  chosen: (option: string, value: string) => string;
  /** The button a browser without JavaScript uses to show the chosen variant's price and picture. */
  refresh: string;
}

export const DEFAULT_VARIANT_PICKER_LABELS: VariantPickerLabels = {
  soldOut: 'Sold out',
  chosen: (option, value) => `${option}: ${value}`,
  refresh: 'Show price and picture',
};
