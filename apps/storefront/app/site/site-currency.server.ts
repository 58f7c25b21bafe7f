import type { Commerce } from '@vitrine/commerce';
import {
  currencySelectorOptions,
  parseExchangeRates,
  resolvePriceType,
  settlePriceType,
  type CurrencyOption,
  type ExchangeRates,
  type IpInfo,
} from '@vitrine/headless';
import type { ThemeSettings } from '@vitrine/ui/theme';
import { currencyChoiceFromCookie } from './site-currency';
import { visitorSignals } from '../server/visitor.server';

/** What the page needs to render prices in the shopper's currency from the first byte. */
export interface RequestCurrency {
  /** The shown currency (price type). */
  currency: string;
  /** The shopper's choice from the cookie (a code or `AUTO`), or null. */
  choice: string | null;
  rates: ExchangeRates;
  ipInfo: IpInfo;
  /** The charge currency: what checkout and the database use. */
  checkoutCurrency: string;
  /** The selector's entries (Auto, then the theme's currencies that have a rate). */
  options: CurrencyOption[];
}

/**
 * The shopper's currency for a request, by the same rules the browser's
 * currency store applies (spec 4): the chosen one (cookie), else the theme's
 * default, else the visitor's country currency; a currency without a rate
 * falls back to the checkout currency.
 *
 * @example (await currencyOf(request, commerce, theme.settings)).currency // 'EUR'
 */
export async function currencyOf(
  request: Request,
  commerce: Pick<Commerce, 'money' | 'store'>,
  settings: ThemeSettings,
): Promise<RequestCurrency> {
  const storeCurrency = commerce.store.currency;
  const rates = parseExchangeRates(await commerce.money.exchangeRates()) ?? {
    base: storeCurrency,
    rates: { [storeCurrency]: 1 },
  };
  const ipInfo = commerce.money.visitorLocation(visitorSignals(request.headers)) as IpInfo;
  const choice = currencyChoiceFromCookie(request.headers.get('cookie'));
  const resolved = resolvePriceType({
    choice,
    defaultCurrency: settings.currencySelector.defaultCurrency,
    countryCurrency: ipInfo.currency,
  });
  const settled = settlePriceType(resolved, rates, storeCurrency);
  return {
    currency: settled.currency ?? storeCurrency,
    choice,
    rates,
    ipInfo,
    checkoutCurrency: storeCurrency,
    options: currencySelectorOptions({ rates, ipInfo, currencies: settings.currencySelector.currencyList }),
  };
}
