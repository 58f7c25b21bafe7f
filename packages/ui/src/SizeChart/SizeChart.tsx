import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { DEFAULT_SIZE_CHART_LABELS, type SizeChartLabels } from './labels';
import * as styles from './SizeChart.css';
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

/**
 * A "Size chart" link-button that opens the product's size table in a Radix
 * Dialog (focus trapped, Escape closes, focus returns to the button), with a
 * cm / in switch. Takes the chart as data: the page fetches it (on the first
 * `onOpenChange(true)`), so the component stays presentational.
 *
 * Renders `data-status` and `data-unit` on the dialog.
 *
 * @example
 * <SizeChart chart={chart} status={status} onOpenChange={(open) => open && loadChart(product.ID)} />
 */
export function SizeChart({ chart, status = 'idle', onOpenChange, open, defaultOpen, onRetry, defaultUnit = 'cm', labels, locale }: SizeChartProps) {
  const text = useLabels('SizeChart', DEFAULT_SIZE_CHART_LABELS, labels);
  const [unit, setUnit] = useState<SizeChartUnit>(defaultUnit);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          {text.trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} data-status={status} data-unit={unit} aria-busy={status === 'loading'}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{chart?.title ?? text.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={text.close}>
                <CloseIcon className={styles.icon} />
              </Button>
            </Dialog.Close>
          </header>

          {status === 'error' ? (
            <div role="alert" className={styles.state}>
              <p>{text.error}</p>
              {onRetry && (
                <Button variant="secondary" onClick={onRetry}>
                  {text.retry}
                </Button>
              )}
            </div>
          ) : !chart || status === 'loading' ? (
            <p role="status" className={styles.state}>
              {text.loading}
            </p>
          ) : (
            <>
              <div className={styles.units} role="group" aria-label={text.unit}>
                {(['cm', 'in'] as const).map((u) => (
                  <button key={u} type="button" className={styles.unit} aria-pressed={unit === u} onClick={() => setUnit(u)}>
                    {text[u]}
                  </button>
                ))}
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.caption}>{text.caption(unit)}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.headCell}>{text.size}</th>
                      {chart.columns.map((column) => (
                        <th key={column.key} scope="col" className={styles.headCell}>
                          {column.label} ({text[unit]})
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {chart.rows.map((row) => (
                      <tr key={row.size}>
                        <th scope="row" className={styles.cell}>{row.size}</th>
                        {chart.columns.map((column) => {
                          const value = row.measurements[column.key]?.[unit];
                          return (
                            <td key={column.key} className={styles.cell}>
                              {value === undefined ? '–' : format.format(value)}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {chart.note && <p className={styles.note}>{chart.note}</p>}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
