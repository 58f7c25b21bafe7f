import { LastSales, type LastSale } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';

/** The recent-purchases ticker, loaded on demand (it only moves after hydration anyway). */
export default function ShowcaseLastSales({ sales }: { sales: readonly LastSale[] }) {
  const { labels, locale } = useT();
  return <LastSales sales={sales} locale={locale} labels={labels('LastSales')} />;
}
