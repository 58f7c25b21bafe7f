import { useEffect, useState } from 'react';
import type { CountryEntry } from '../contract';
import type { StoreClient } from '../client/client.types';
import { useStoreClient } from '../provider/StoreProvider';

/** What {@link useAddressCountry} returns. */
export interface AddressCountryState {
  /** The rules of the chosen country, or null until they arrive (or for no country). */
  country: CountryEntry | null;
  /** The chosen country's rules are on their way. */
  isLoading: boolean;
}

/** Countries already fetched, per store, shared by every address form of the page (the data is the same for everyone). */
const loadedByStore = new WeakMap<StoreClient, Map<string, CountryEntry>>();

function loadedOf(client: StoreClient): Map<string, CountryEntry> {
  let loaded = loadedByStore.get(client);
  if (!loaded) loadedByStore.set(client, (loaded = new Map()));
  return loaded;
}

/**
 * The rules of the country an address form shows: its states, whether it
 * needs a postcode and a state, and its dial code. The country the page
 * brought along (`initial`) is there at once; another one is read from
 * `GET /countries/{code}` when the shopper picks it, and kept for the page.
 *
 * @example
 * const { country } = useAddressCountry(code, loaderCountry);
 * country?.states.map((state) => <option key={state.code}>{state.name}</option>);
 */
export function useAddressCountry(code: string, initial: CountryEntry | null | undefined): AddressCountryState {
  const client = useStoreClient();
  const loaded = loadedOf(client);
  const known = (wanted: string) => (initial?.code === wanted ? initial : (loaded.get(wanted) ?? null));
  const [fetched, setFetched] = useState<CountryEntry | null>(() => known(code));
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!code || known(code)) return;
    let isCurrent = true;
    client
      .request<{ country: CountryEntry }>('GET', `/countries/${encodeURIComponent(code)}`)
      .then(({ country }) => {
        loaded.set(country.code, country);
        if (isCurrent) setFetched(country);
      })
      // An unknown or unreachable country leaves the form without states; the server checks the address anyway.
      .catch(() => {
        if (isCurrent) setFailed(code);
      });
    return () => {
      isCurrent = false;
    };
    // `known` reads `initial`, which the dependency covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, code, initial]);

  const country = known(code) ?? (fetched?.code === code ? fetched : null);
  return { country, isLoading: code !== '' && country === null && failed !== code };
}
