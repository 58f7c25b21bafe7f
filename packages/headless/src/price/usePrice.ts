import { useMemo, useSyncExternalStore } from 'react';
import { useOptionalCurrencyContext } from '../currency/CurrencyProvider';
import type { CurrencyState, CurrencyStore, ExchangeRates } from '../currency/currency.types';
import { useOptionalStoreClient } from '../provider/StoreProvider';
import { convertPrice, formatPrice } from './price';
import type { CurrencyStyle, PriceView, UsePriceOptions, UsePriceResult } from './price.types';

/** Stand-in state when no `CurrencyProvider` is mounted: no price type, no rates, so nothing converts. */
const NO_CURRENCY: CurrencyState = {
  currency: null,
  source: null,
  choice: null,
  rates: null,
  ipInfo: null,
  status: 'idle',
};
/** Locale of a price rendered outside any `StoreProvider` (spec 9's default locale). */
const DEFAULT_LOCALE = 'en-US';
const noop = () => () => undefined;
const noCurrency = () => NO_CURRENCY;

function useCurrencyState(store: CurrencyStore | undefined): CurrencyState {
  return useSyncExternalStore(
    store?.subscribe ?? noop,
    store?.getSnapshot ?? noCurrency,
    store?.getInitialSnapshot ?? noCurrency,
  );
}

function priceView(
  amount: number,
  from: string,
  to: string | null,
  rates: ExchangeRates | null,
  format: { locale: string; style: CurrencyStyle },
): PriceView {
  const converted = to ? convertPrice(amount, { from, to, rates }) : null;
  const shown = converted ?? { amount, currency: from.toUpperCase(), isConverted: false };
  const parts = formatPrice(shown.amount, { currency: shown.currency, ...format });
  return { ...shown, parts, text: parts.text };
}

/**
 * A price in the shopper's currency (spec 3 price component, spec 4 price
 * type, spec 9 rounding and formats): converted through the
 * `CurrencyProvider`'s rates when the shopper's price type has one, else shown
 * in its own currency; formatted by `formatPrice` in the store client's locale
 * and the theme's currency style. Works without a `CurrencyProvider` (nothing
 * converts) and without a `StoreProvider` (en-US unless `locale` is given). Returns parts, so `centsub` cents can be superscript.
 *
 * @example
 * function ProductPrice({ product }: { product: ProductSummary }) {
 *   const price = usePrice({ price: product.price, compareAt: product.compare_at_price, currency: product.currency });
 *   return (
 *     <span data-converted={price.isConverted || undefined} data-sale={price.isOnSale || undefined}>
 *       {price.parts.segments.map((part, i) =>
 *         part.isSuperscript ? <sup key={i}>{part.value}</sup> : <span key={i}>{part.value}</span>,
 *       )}
 *       {price.compareAt && <s>{price.compareAt.text}</s>}
 *     </span>
 *   );
 * }
 */
export function usePrice({
  price,
  compareAt,
  currency,
  locale,
  style,
  isConversionDisabled = false,
}: UsePriceOptions): UsePriceResult {
  const client = useOptionalStoreClient();
  const context = useOptionalCurrencyContext();
  const state = useCurrencyState(context?.store);
  const shownLocale = locale ?? client?.getLocale() ?? DEFAULT_LOCALE;
  const shownStyle = style ?? context?.currencyStyle ?? 'default';
  const target = isConversionDisabled ? null : state.currency;
  const { rates } = state;

  return useMemo(() => {
    const format = { locale: shownLocale, style: shownStyle };
    const current = priceView(price, currency, target, rates, format);
    const regular = compareAt == null ? null : priceView(compareAt, currency, target, rates, format);
    return { ...current, compareAt: regular, isOnSale: compareAt != null && compareAt > price };
  }, [price, compareAt, currency, target, rates, shownLocale, shownStyle]);
}
