import { CurrencySelector, type CurrencySelectorLabels } from '@vitrine/ui';

/** The @vitrine/ui currency dropdown, in its own chunk (loaded when the page is idle). */
export function SiteCurrencyMenu({
  side,
  locale,
  labels,
}: {
  side: 'top' | 'bottom';
  locale: string;
  labels: Partial<CurrencySelectorLabels>;
}) {
  return <CurrencySelector side={side} locale={locale} labels={labels} />;
}
