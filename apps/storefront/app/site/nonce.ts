import { createContext, useContext } from 'react';

/**
 * This answer's Content-Security-Policy nonce, provided by the server entry
 * around the whole document. Every inline script the page renders (React
 * Router's `Scripts` and `ScrollRestoration`) carries it; in the browser it is
 * undefined (the scripts already ran, and browsers hide the attribute).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce of the answer being rendered on the server; undefined in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
