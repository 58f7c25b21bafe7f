import { useEffect, useState } from 'react';
import { parseSignInProviders, SIGN_IN_PROVIDERS_PATH, type SignInProvider } from './signInProviders';

/** Options of {@link useSignInProviders}. */
export interface UseSignInProvidersOptions {
  /** Providers the page already has (listed on the server): nothing is fetched. */
  initial?: readonly SignInProvider[];
}

/**
 * The store's enabled sign-in providers. `null` until known: on the server
 * and before hydration the list is not read (a page without JavaScript links
 * to the server's chooser instead); in the browser it is read once per mount,
 * and an unreachable or malformed answer counts as "none".
 */
export function useSignInProviders({ initial }: UseSignInProvidersOptions = {}): readonly SignInProvider[] | null {
  const [loaded, setLoaded] = useState<readonly SignInProvider[] | null>(initial ?? null);
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetch(SIGN_IN_PROVIDERS_PATH, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setLoaded(parseSignInProviders(body)))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded([]);
      });
    return () => controller.abort();
  }, [initial]);
  return initial ?? loaded;
}
