import { lazy, Suspense, useState } from 'react';
import { Button, type SizeChartData } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';

/** The dialog (Radix Dialog and the table) loads on the first click. */
const SizeChartDialog = lazy(() => import('./ShowcaseSizeChartDialog'));

/**
 * The "Size chart" button of the product page. Before the first click it is a
 * plain button (nothing of the dialog in the first load); the click loads the
 * dialog, which then renders its own identical trigger and opens.
 */
export function ShowcaseSizeChart({ chart }: { chart: SizeChartData }) {
  const { labels, locale } = useT();
  const text = labels('SizeChart');
  const [open, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const placeholder = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      data-testid="size-chart-trigger"
      onClick={() => {
        setLoaded(true);
        setOpen(true);
      }}
    >
      {text.trigger}
    </Button>
  );
  if (!isLoaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SizeChartDialog chart={chart} open={open} onOpenChange={setOpen} labels={text} locale={locale} />
    </Suspense>
  );
}
