import { usePrice } from '@vitrine/headless';
import { Price } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from './theme';

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
 * shopper's language, the theme's currency style and the shopper's chosen
 * currency (converted by `usePrice` with the rates the root loader passed, so
 * the server-rendered HTML is already in that currency). Amounts the shopper
 * is charged are computed by the server in the store currency; a converted
 * price is a display only.
 *
 * @example <Money amount={4900} compareAt={6900} currency="USD" />
 */
export function Money({ amount, compareAt, currency, size, isConversionDisabled, className }: MoneyProps) {
  const { locale, t } = useT();
  const theme = useStoreTheme();
  const price = usePrice({
    price: amount,
    compareAt: compareAt ?? null,
    currency,
    locale,
    style: theme.settings.currencyStyle,
    isConversionDisabled,
  });
  return (
    <Price
      amount={price.amount}
      compareAt={price.compareAt?.amount}
      currency={price.currency}
      locale={locale}
      style={theme.settings.currencyStyle}
      size={size}
      labels={{ salePrice: t('site.price.sale'), regularPrice: t('site.price.regular') }}
      className={className}
    />
  );
}
