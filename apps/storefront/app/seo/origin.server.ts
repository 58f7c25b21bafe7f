/**
 * The absolute origin links point at: the store's address (its `store` setting,
 * else `STORE_URL` or `VITRINE_PUBLIC_URL`: `commerce.store.url`) when there is
 * one (a proxy in front may rewrite the host), else the origin the request came to.
 *
 * @example
 * siteOrigin(new Request('http://shop.test/products/a')) // "http://shop.test"
 */
export function siteOrigin(
  request: Request,
  publicUrl: string | null | undefined = process.env.VITRINE_PUBLIC_URL,
): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).origin;
    } catch {
      // A malformed setting must not take pages down; the request still knows where it came in.
    }
  }
  return new URL(request.url).origin;
}
