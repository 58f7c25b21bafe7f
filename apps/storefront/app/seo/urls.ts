import { normalizeLocale, SUPPORTED_LOCALES } from '@vitrine/headless';

/** The store's name in titles, Open Graph and the Organization of the JSON-LD. */
export const STORE_NAME = 'Vitrine';
/** One line about the store, for the home page title and descriptions. */
export const STORE_TAGLINE = 'Everyday things, made well';
/** Locale of a page without a `?locale=` parameter (spec 9: default en-US). */
export const DEFAULT_SEO_LOCALE = 'en-US';
/**
 * Query parameter that picks the page's language. The locale lives in a cookie,
 * which crawlers do not keep, so each language version needs an address of its own.
 */
export const LOCALE_PARAM = 'locale';
/** Width of the image shared in Open Graph and JSON-LD (one of the resizing endpoint's widths). */
export const SHARE_IMAGE_WIDTH = 1200;

/** The part of a location these rules read. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** The offered locale a `?locale=` parameter names, in canonical form; null when absent or unknown. */
export function localeParam(search: string): string | null {
  return normalizeLocale(new URLSearchParams(search).get(LOCALE_PARAM));
}

/**
 * The page's canonical address: absolute, without sort, filter, tracking or
 * `?variant=` parameters. `?page=` stays when above 1 (each page of a
 * collection is its own document) and `?locale=` stays when it names an
 * offered locale (each language version is canonical to itself).
 *
 * @example
 * canonicalUrl('https://shop.test', { pathname: '/collections/knitwear', search: '?sort=newest&page=2' })
 * // "https://shop.test/collections/knitwear?page=2"
 */
export function canonicalUrl(origin: string, location: PageLocation): string {
  const search = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  const page = Number.parseInt(search.get('page') ?? '', 10);
  if (Number.isInteger(page) && page > 1) kept.set('page', String(page));
  const locale = localeParam(location.search);
  if (locale) kept.set(LOCALE_PARAM, locale);
  return withQuery(`${origin}${location.pathname}`, kept);
}

/** One `<link rel="alternate" hreflang>` target. */
export interface Alternate {
  hrefLang: string;
  href: string;
}

/**
 * The page in every offered language, plus `x-default` (the address without a
 * language, which the storefront shows in the shopper's cookie language or en-US).
 * The page parameter is kept like in the canonical address.
 *
 * @example
 * alternateUrls('https://shop.test', { pathname: '/', search: '' }).at(-1)
 * // { hrefLang: 'x-default', href: 'https://shop.test/' }
 */
export function alternateUrls(origin: string, location: PageLocation): Alternate[] {
  const base = new URL(canonicalUrl(origin, location));
  base.searchParams.delete(LOCALE_PARAM);
  const languages = SUPPORTED_LOCALES.map((locale) => {
    const url = new URL(base);
    url.searchParams.set(LOCALE_PARAM, locale);
    return { hrefLang: locale, href: url.toString() };
  });
  return [...languages, { hrefLang: 'x-default', href: base.toString() }];
}

/**
 * An absolute address of a picture at the sharing width. Pictures of the store
 * (`/media/...`) go through the resizing endpoint; others are made absolute as they are.
 *
 * @example
 * shareImageUrl('https://shop.test', '/media/a.jpg') // "https://shop.test/media/a.jpg?w=1200"
 */
export function shareImageUrl(origin: string, url: string): string {
  const absolute = new URL(url, `${origin}/`);
  if (absolute.origin === origin && absolute.pathname.startsWith('/media/')) {
    absolute.searchParams.set('w', String(SHARE_IMAGE_WIDTH));
  }
  return absolute.toString();
}

function withQuery(url: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}
