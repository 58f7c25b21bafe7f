/** Texts of the size chart; override any of them to translate. */
export interface SizeChartLabels {
  trigger: string;
  /** Dialog title when the chart has none. */
  title: string;
  close: string;
  size: string;
  unit: string;
  cm: string;
  in: string;
  loading: string;
  error: string;
  retry: string;
  /** Caption of the table, e.g. "Body measurements in centimetres". */
  caption: (unit: 'cm' | 'in') => string;
}

export const DEFAULT_SIZE_CHART_LABELS: SizeChartLabels = {
  trigger: 'Size chart',
  title: 'Size chart',
  close: 'Close size chart',
  size: 'Size',
  unit: 'Unit',
  cm: 'cm',
  in: 'in',
  loading: 'Loading the size chart…',
  error: 'The size chart could not be loaded.',
  retry: 'Try again',
  caption: (unit) => `Measurements in ${unit === 'cm' ? 'centimetres' : 'inches'}`,
};
