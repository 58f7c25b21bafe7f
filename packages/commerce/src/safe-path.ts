/** Longest path kept as a redirect target: a path with a query, never a whole document. */
const SAFE_PATH_MAX_LENGTH = 512;

/**
 * The one rule for sending a shopper back to an address they supplied
 * (`redirectTo`, `return_to`): a path on this store, or `fallback`. Absolute
 * URLs, protocol-relative `//host`, back-slash tricks (`/\host`) and control
 * characters (browsers drop tabs and new lines, so `/\t/host` would become
 * `//host`; CR/LF would break the Location header) all fall back. What comes
 * back is the path as the URL parser normalises it, so it is what the
 * browser will load.
 *
 * @example safeLocalPath('/account/orders?page=2', '/') // '/account/orders?page=2'
 * @example safeLocalPath('/\t/evil.example', '/') // '/'
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > SAFE_PATH_MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://store.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // A percent-encoded tab or slash that decodes into `//` on the way is no local path either.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}
