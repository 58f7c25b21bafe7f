import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { DEFAULT_SIZE_CHART_LABELS, type SizeChartLabels } from './labels';
import { useLabels } from '../kit/labels';

/** Answer of `GET /size-chart/products/{productId}/chart`. */
export interface SizeChartData {
  product_id: number;
  title: string;
  columns: { key: string; label: string }[];
  /** Measurements keyed by column, in centimetres and inches. */
  rows: { size: string; measurements: Record<string, { cm: number; in: number }> }[];
  note: string;
}

export type SizeChartUnit = 'cm' | 'in';

/** Props of {@link SizeChart}. */
export interface SizeChartProps {
  /** `null` until loaded. */
  chart: SizeChartData | null;
  /** `loading` while the chart is fetched; `error` when it failed (shows `onRetry`). */
  status?: 'idle' | 'loading' | 'error';
  /** Called whenever the dialog opens or closes: fetch the chart on the first open. */
  onOpenChange?: (open: boolean) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onRetry?: () => void;
  /** Unit shown first; the shopper can switch. */
  defaultUnit?: SizeChartUnit;
  labels?: Partial<SizeChartLabels>;
  locale?: string;
}

/** The dialog's code, loaded on the shopper's first reach for the button (hover, focus or press). */
const loadDialog = () => import('./SizeChartDialog');
const SizeChartDialog = lazy(loadDialog);

/**
 * A "Size chart" link-button that opens the product's size table in a Radix
 * Dialog (focus trapped, Escape closes, focus returns to the button), with a
 * cm / in switch. Takes the chart as data: the page fetches it (on the first
 * `onOpenChange(true)`), so the component stays presentational. The dialog's
 * code is its own chunk, fetched when a pointer or focus reaches the button.
 *
 * Renders `data-status` and `data-unit` on the dialog.
 *
 * @example
 * <SizeChart chart={chart} status={status} onOpenChange={(open) => open && loadChart(product.ID)} />
 */
export function SizeChart({
  chart,
  status = 'idle',
  onOpenChange,
  open,
  defaultOpen = false,
  onRetry,
  defaultUnit = 'cm',
  labels,
  locale,
}: SizeChartProps) {
  const text = useLabels('SizeChart', DEFAULT_SIZE_CHART_LABELS, labels);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const trigger = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const preload = () => void loadDialog();

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {text.trigger}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <SizeChartDialog
            chart={chart}
            status={status}
            open={isOpen}
            onOpenChange={setOpen}
            onRetry={onRetry}
            defaultUnit={defaultUnit}
            text={text}
            locale={locale}
            triggerRef={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
