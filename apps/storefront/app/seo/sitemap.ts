/** One address in the sitemap. */
export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** When the page last changed. */
  lastmod?: Date | string | null;
}

/** Sitemaps and robots.txt may be cached by anyone for an hour; the catalog does not change by the second. */
export const SEO_FILE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe inside an XML element or attribute.
 *
 * @example
 * xmlEscape('/search?q=a&b') // "/search?q=a&amp;b"
 */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A W3C date-time for `<lastmod>`; undefined for a missing or unreadable date. */
function lastmodText(value: SitemapEntry['lastmod']): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A sitemaps.org `urlset` document. Addresses appear once, in the order given.
 *
 * @example
 * sitemapXml([{ loc: 'https://shop.test/' }])
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const lastmod = lastmodText(entry.lastmod);
    urls.push(`  <url><loc>${xmlEscape(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers have no business in: the cart, checkout, accounts and the store API. */
export const DISALLOWED_PATHS: readonly string[] = ['/cart', '/checkouts', '/account', '/api/'];

/**
 * robots.txt: everything may be crawled except the shopper's own pages and
 * the API, and the sitemap is announced with its absolute address.
 *
 * @example
 * robotsTxt('https://shop.test').split('\n').at(-2) // "Sitemap: https://shop.test/sitemap.xml"
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
