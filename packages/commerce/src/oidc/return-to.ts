import { safeLocalPath } from '../safe-path';

/** A sign-in must come back from the provider within this time. */
export const OIDC_STATE_LIFETIME_SECONDS = 10 * 60;

/**
 * A safe place to send the shopper after signing in: a path on this store
 * (`/account/orders?page=2`), never another site (`//evil.example`,
 * `/\evil.example`, `https://…`). Anything else becomes `/account`.
 */
export function safeReturnTo(value: unknown, fallback = '/account'): string {
  const path = safeLocalPath(value, fallback);
  return path.startsWith('/account/oidc') ? fallback : path;
}
