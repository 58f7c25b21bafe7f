// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import type { CountryEntry, PricedCartJson } from '../contract';
import { useAddressCountry } from '../customer/useAddressCountry';
import { StoreProvider } from '../provider/StoreProvider';
import { makeCart, makeLine } from '../test/fixtures';
import { useCheckout } from './useCheckout';

const CANADA: CountryEntry = {
  code: 'CA',
  iso2: 'CA',
  name: 'Canada',
  dial_code: '1',
  postcode_required: true,
  province_required: true,
  states: [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
  ],
};

function CheckoutSummary({ cart, country }: { cart: PricedCartJson; country: string }) {
  const checkout = useCheckout(cart);
  const rules = useAddressCountry(country, CANADA);
  return (
    <p data-pending={checkout.isPending} data-loading={rules.isLoading}>
      {`${checkout.cart.cart_total} ${rules.country?.states.map((state) => state.code).join(',') ?? 'no states'}`}
    </p>
  );
}

const render = (cart: PricedCartJson, country: string) =>
  renderToString(
    <StoreProvider
      client={createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) })}
      initialCart={null}
    >
      <CheckoutSummary cart={cart} country={country} />
    </StoreProvider>,
  );

describe('checkout hooks on the server', () => {
  it('render the page cart and the country the page brought, without fetching', () => {
    const cart = makeCart([makeLine({ key: 'a', quantity: 2 })]);
    expect(render(cart, 'CA')).toBe(`<p data-pending="false" data-loading="false">${cart.cart_total} ON,QC</p>`);
  });

  it('render a country the page did not bring as loading, with no states yet', () => {
    const cart = makeCart([]);
    expect(render(cart, 'US')).toBe(`<p data-pending="false" data-loading="true">${cart.cart_total} no states</p>`);
  });
});
