/**
 * The shop's public origin for this request, the one every absolute address
 * the shop builds starts with (canonical and sharing links, the sitemap and
 * robots.txt, social sign-in's callback): the store's address when it has one
 * (`commerce.store.url`: its `store` setting, else `STORE_URL` or
 * `VITRINE_PUBLIC_URL`; a proxy or CDN in front may rewrite the host the
 * request came to), else the origin the request came to.
 *
 * @example
 * siteOrigin(new Request('http://10.0.0.5:3000/products/a'), 'https://shop.example') // "https://shop.example"
 * siteOrigin(new Request('http://shop.test/products/a'), context.commerce.store.url) // "http://shop.test" without a store address
 */
export function siteOrigin(request: Request, storeUrl: string | null | undefined): string {
  if (storeUrl) {
    try {
      return new URL(storeUrl).origin;
    } catch {
      // A malformed setting must not take pages down; the request still knows where it came in.
    }
  }
  return new URL(request.url).origin;
}
