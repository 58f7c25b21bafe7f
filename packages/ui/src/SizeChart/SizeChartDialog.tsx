import * as Dialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import type { SizeChartLabels } from './labels';
import type { SizeChartProps, SizeChartUnit } from './SizeChart';
import * as styles from './SizeChart.css';

/** Props of the size chart's dialog: {@link SizeChart}'s, resolved. */
export interface SizeChartDialogProps extends Pick<SizeChartProps, 'chart' | 'onRetry' | 'locale'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: NonNullable<SizeChartProps['status']>;
  defaultUnit: SizeChartUnit;
  text: SizeChartLabels;
  /** The button that opened it: focus returns there. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The size table in a Radix Dialog (focus trapped, Escape closes), with a
 * cm / in switch: its own chunk, loaded when the shopper reaches for the
 * size chart's button, so a product page does not load dialog code for a
 * table most shoppers never open.
 */
export default function SizeChartDialog({
  chart,
  status,
  open,
  onOpenChange,
  onRetry,
  defaultUnit,
  text,
  locale,
  triggerRef,
}: SizeChartDialogProps) {
  const [unit, setUnit] = useState<SizeChartUnit>(defaultUnit);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          data-status={status}
          data-unit={unit}
          aria-busy={status === 'loading'}
          // The button that opened it is outside Radix's trigger: focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
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
                  <button
                    key={u}
                    type="button"
                    className={styles.unit}
                    aria-pressed={unit === u}
                    onClick={() => setUnit(u)}
                  >
                    {text[u]}
                  </button>
                ))}
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.caption}>{text.caption(unit)}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.headCell}>
                        {text.size}
                      </th>
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
                        <th scope="row" className={styles.cell}>
                          {row.size}
                        </th>
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
