// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import type { InitialCustomer } from './customer.types';
import { useCustomer } from './useCustomer';
import { usePlaceSuggestions } from './usePlaceSuggestions';

function AccountLink({ initialCustomer }: { initialCustomer: InitialCustomer | null }) {
  const { isLoggedIn, email, status } = useCustomer({ initialCustomer });
  return <a data-state={status}>{isLoggedIn ? (email ?? 'account') : 'sign in'}</a>;
}

const render = (initialCustomer: InitialCustomer | null) =>
  renderToString(
    <StoreProvider
      client={createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) })}
      initialCart={null}
    >
      <AccountLink initialCustomer={initialCustomer} />
    </StoreProvider>,
  );

describe('useCustomer on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders what the server knows, without fetching', () => {
    expect(render({ loginStatus: true, email: 'ana@example.com' })).toBe('<a data-state="idle">ana@example.com</a>');
    expect(render({ loginStatus: true })).toBe('<a data-state="idle">account</a>');
    expect(render(null)).toBe('<a data-state="idle">sign in</a>');
  });
});

function CityHints({ query }: { query: string }) {
  const { places, isLoading } = usePlaceSuggestions(query, 'CA');
  return (
    <ul data-loading={isLoading}>
      {places.map((place) => (
        <li key={place.description}>{place.city}</li>
      ))}
    </ul>
  );
}

describe('usePlaceSuggestions on the server', () => {
  it('renders no suggestion and fetches nothing', () => {
    const html = renderToString(
      <StoreProvider
        client={createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) })}
        initialCart={null}
      >
        <CityHints query="Toronto" />
      </StoreProvider>,
    );
    expect(html).toBe('<ul data-loading="true"></ul>');
  });
});
