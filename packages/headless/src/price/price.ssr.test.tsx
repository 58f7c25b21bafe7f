// @vitest-environment node
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { CANADA_IP, TEST_RATES } from '../currency/currency.fixtures';
import { CurrencyProvider } from '../currency/CurrencyProvider';
import { StoreProvider } from '../provider/StoreProvider';
import { unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';
import { usePrice } from './usePrice';

afterEach(() => unwatchBrowserGlobals());

function PriceTag() {
  const price = usePrice({ price: 123450, compareAt: 150000, currency: 'USD' });
  return (
    <span data-converted={price.isConverted} data-sale={price.isOnSale}>
      {price.parts.segments.map((part, i) => (part.isSuperscript ? <sup key={i}>{part.value}</sup> : part.value))}
      {price.compareAt && <s>{price.compareAt.text}</s>}
    </span>
  );
}

function render(children: ReactNode, locale?: string) {
  const client = createStoreClient({
    locale,
    fetch: () => Promise.reject(new Error('no request during a server render')),
  });
  return renderToString(
    <StoreProvider client={client} initialCart={null}>
      {children}
    </StoreProvider>,
  );
}

describe('usePrice on the server', () => {
  it('renders the shopper currency the server passed in, so hydration shows no base-currency flash', () => {
    const touched = watchBrowserGlobals();
    const html = render(
      <CurrencyProvider
        initialCurrency="EUR"
        initialRates={TEST_RATES}
        initialIpInfo={CANADA_IP}
        currencyStyle="centsub"
      >
        <PriceTag />
      </CurrencyProvider>,
      'de-DE',
    );
    expect(touched).toEqual([]);
    expect(html).toContain('data-converted="true"');
    expect(html).toContain('data-sale="true"');
    expect(html).toContain('1.111<sup>05</sup>\u00a0<!-- -->€');
    expect(html).toContain('<s>1.350,00\u00a0€</s>');
  });

  it('renders the price in its own currency without rates or without a CurrencyProvider', () => {
    const touched = watchBrowserGlobals();
    const withoutRates = render(
      <CurrencyProvider initialCurrency="EUR">
        <PriceTag />
      </CurrencyProvider>,
    );
    const withoutProvider = render(<PriceTag />);
    expect(touched).toEqual([]);
    for (const html of [withoutRates, withoutProvider]) {
      expect(html).toContain('data-converted="false"');
      expect(html).toMatch(/\$<!-- -->1,234<!-- -->.<!-- -->50/);
    }
  });
});
