import type { MetaDescriptor } from 'react-router';
import { messagesFor, type Message } from '@vitrine/i18n';
import { jsonLdPrice, type JsonLd } from './json-ld';
import {
  alternateUrls,
  canonicalUrl,
  DEFAULT_SEO_LOCALE,
  localeParam,
  SHARE_IMAGE_WIDTH,
  shareImageUrl,
  STORE_NAME,
  type PageLocation,
} from './urls';

/** What the root loader tells every page's `meta` (meta functions cannot see the request). */
export interface SeoContext {
  /** Absolute origin for canonical, alternate, Open Graph and JSON-LD addresses. */
  origin: string;
}

/** Anything that looks like one of React Router's meta `matches`. */
type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/**
 * The root loader's SEO context and locale from a meta function's `matches`;
 * null when the root loader did not answer (its error page).
 */
export function rootSeo(matches: readonly MatchLike[]): { seo: SeoContext; locale: string } | null {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { seo?: SeoContext; locale?: string } | undefined;
  if (!data?.seo?.origin) return null;
  return { seo: data.seo, locale: data.locale ?? DEFAULT_SEO_LOCALE };
}

/**
 * The catalogue and locale of the page's language, as a meta function (which
 * cannot use hooks) sees them: the locale from the root loader's data, the
 * catalogue from the page's own (`messagesFor`); empty without root data.
 */
export function metaMessages(matches: readonly MatchLike[]): { messages: Record<string, Message>; locale: string } {
  const root = matches.find((match) => match?.id === 'root');
  const locale = ((root?.loaderData ?? root?.data) as { locale?: string } | undefined)?.locale;
  return { messages: messagesFor(locale) ?? {}, locale: locale ?? DEFAULT_SEO_LOCALE };
}

/** A picture to share, as the catalog describes it. */
export interface ShareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Everything one page says about itself to search engines and link previews. */
export interface SeoPage {
  title: string;
  description?: string;
  origin: string;
  location: PageLocation;
  /** The shopper's locale (used when the address has no `?locale=`). */
  locale?: string;
  /** `product` adds the price tags of Open Graph. */
  type?: 'website' | 'product';
  image?: ShareImage | null;
  price?: { amount: number; currency: string };
  /** Pages that must stay out of search results (cart, errors): no canonical or alternates. */
  noindex?: boolean;
  jsonLd?: readonly JsonLd[];
}

/**
 * The meta descriptors of a page: title, description, canonical and hreflang
 * links, Open Graph, Twitter card and JSON-LD. A route's meta replaces its
 * parents', so each page returns the whole set.
 *
 * @example
 * export function meta({ location, matches }: Route.MetaArgs) {
 *   const root = rootSeo(matches);
 *   return root ? seoMeta({ title: 'Home', origin: root.seo.origin, location }) : [{ title: 'Home' }];
 * }
 */
export function seoMeta(page: SeoPage): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (page.noindex) {
    tags.push({ name: 'robots', content: 'noindex, nofollow' });
    return tags;
  }
  const canonical = canonicalUrl(page.origin, page.location);
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const alternate of alternateUrls(page.origin, page.location)) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  }
  const locale = localeParam(page.location.search) ?? page.locale ?? DEFAULT_SEO_LOCALE;
  tags.push(
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: locale.replace('-', '_') },
  );
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  const image = page.image ? shareImageUrl(page.origin, page.image.url) : null;
  if (page.image && image) {
    // The resizing endpoint never enlarges, so the shared width is the smaller of the two.
    const width = Math.min(page.image.width, SHARE_IMAGE_WIDTH);
    const height = Math.round((page.image.height * width) / page.image.width);
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(width) },
      { property: 'og:image:height', content: String(height) },
      { property: 'og:image:alt', content: page.image.alt },
    );
  }
  if (page.price) {
    tags.push(
      { property: 'product:price:amount', content: jsonLdPrice(page.price.amount, page.price.currency) },
      { property: 'product:price:currency', content: page.price.currency },
      { property: 'og:price:amount', content: jsonLdPrice(page.price.amount, page.price.currency) },
      { property: 'og:price:currency', content: page.price.currency },
    );
  }
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
  );
  if (page.description) tags.push({ name: 'twitter:description', content: page.description });
  if (image) tags.push({ name: 'twitter:image', content: image });
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}
