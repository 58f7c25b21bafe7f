import { SizeChart, type SizeChartProps } from '@vitrine/ui';

/** The size chart dialog, loaded on demand by `ShowcaseSizeChart`. */
export default function ShowcaseSizeChartDialog(props: SizeChartProps) {
  return <SizeChart {...props} status="idle" />;
}
