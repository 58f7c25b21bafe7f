// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';
import { CANADA_IP, TEST_RATES } from './currency.fixtures';
import type { CurrencyProviderProps } from './currency.types';
import { CurrencyProvider } from './CurrencyProvider';
import { useCurrency } from './useCurrency';

afterEach(() => unwatchBrowserGlobals());

function CurrencyBadge() {
  const { currency, status, options, selectedValue } = useCurrency();
  return (
    <span data-state={status} data-selected={selectedValue ?? 'none'}>
      {currency ?? 'base'}|{options.map((option) => option.value).join(',')}
    </span>
  );
}

function render(props: Omit<CurrencyProviderProps, 'children'>) {
  // No request may be made during a server render.
  const client = createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) });
  return renderToString(
    <StoreProvider client={client} initialCart={null}>
      <CurrencyProvider checkoutCurrency="USD" {...props}>
        <CurrencyBadge />
      </CurrencyProvider>
    </StoreProvider>,
  );
}

describe('useCurrency on the server', () => {
  it('runs in an environment without window or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders the server-given currency and rates without touching browser globals', () => {
    const touched = watchBrowserGlobals();
    const html = render({ initialCurrency: 'EUR', initialRates: TEST_RATES, initialIpInfo: CANADA_IP });
    expect(touched).toEqual([]);
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-selected="EUR"');
    expect(html).toMatch(/>EUR<!-- -->\|<!-- -->AUTO,CAD,EUR,GBP,JPY,USD,BRL</);
  });

  it('renders the base currency and only Auto when the server knows nothing', () => {
    const touched = watchBrowserGlobals();
    const html = render({});
    expect(touched).toEqual([]);
    expect(html).toMatch(/>base<!-- -->\|<!-- -->AUTO</);
  });
});
