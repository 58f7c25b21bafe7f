import type { MetaDescriptor } from 'react-router';
import { formatPrice, type Collection, type Product } from '@vitrine/headless';
import {
  breadcrumbJsonLd,
  clampDescription,
  organizationJsonLd,
  plainText,
  productJsonLd,
  webSiteJsonLd,
  type ProductRating,
} from './json-ld';
import { rootSeo, seoMeta } from './meta';
import { canonicalUrl, STORE_NAME, STORE_TAGLINE, type PageLocation } from './urls';

/** The parts of React Router's meta arguments these builders read. */
export interface MetaInput {
  location: PageLocation;
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

/** Home page description: what the store sells. */
const HOME_DESCRIPTION =
  'Small-batch clothing, accessories and goods for the home, chosen to be worn, used and kept for years.';

/** `Title | Vitrine`, the store's title pattern. */
export function pageTitle(title: string): string {
  return `${title} | ${STORE_NAME}`;
}

/**
 * Home: store name and tagline, Organization and WebSite (with the search
 * action) in JSON-LD.
 */
export function homeMeta({ location, matches }: MetaInput): MetaDescriptor[] {
  const title = `${STORE_NAME} · ${STORE_TAGLINE}`;
  const root = rootSeo(matches);
  if (!root) return [{ title }, { name: 'description', content: HOME_DESCRIPTION }];
  const { origin } = root.seo;
  return seoMeta({
    title,
    description: HOME_DESCRIPTION,
    origin,
    location,
    locale: root.locale,
    jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin)],
  });
}

/** What a collection page's loader gives its meta. */
export interface CollectionMetaData {
  collection: Pick<Collection, 'title' | 'description' | 'image'>;
  page: number;
}

/** A collection: its title and description, breadcrumb Home › collection. Pages after the first say so. */
export function collectionMeta(
  data: CollectionMetaData | undefined,
  { location, matches }: MetaInput,
): MetaDescriptor[] {
  if (!data) return notFoundMeta();
  const { collection, page } = data;
  const title = pageTitle(page > 1 ? `${collection.title} · Page ${page}` : collection.title);
  const description = clampDescription(plainText(collection.description)) || `${collection.title} at ${STORE_NAME}`;
  const root = rootSeo(matches);
  if (!root) return [{ title }, { name: 'description', content: description }];
  const { origin } = root.seo;
  const url = canonicalUrl(origin, { pathname: location.pathname, search: '' });
  return seoMeta({
    title,
    description,
    origin,
    location,
    locale: root.locale,
    image: collection.image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', url: `${origin}/` },
        { name: collection.title, url },
      ]),
    ],
  });
}

/** What a product page's loader gives its meta. */
export interface ProductMetaData {
  product: Product;
  /** From the reviews engine; null when nobody reviewed the product. */
  rating?: ProductRating | null;
}

/**
 * A product: title, vendor and price in the title, Open Graph `product` with
 * the price, JSON-LD Product (offers, rating) and the breadcrumb through its
 * first collection.
 */
export function productMeta(data: ProductMetaData | undefined, { location, matches }: MetaInput): MetaDescriptor[] {
  if (!data) return notFoundMeta();
  const { product } = data;
  const root = rootSeo(matches);
  const price = formatPrice(product.price, { currency: product.currency, locale: root?.locale }).text;
  const priced = product.price_max > product.price ? `from ${price}` : price;
  const title = pageTitle([product.title, product.vendor, priced].filter(Boolean).join(' · '));
  const description = clampDescription(plainText(product.description_html)) || product.title;
  if (!root) return [{ title }, { name: 'description', content: description }];
  const { origin } = root.seo;
  // The product's address without a page or language: offers and breadcrumbs point at the product itself.
  const url = canonicalUrl(origin, { pathname: location.pathname, search: location.search });
  const collection = product.collections[0];
  return seoMeta({
    title,
    description,
    origin,
    location,
    locale: root.locale,
    type: 'product',
    image: product.images[0] ?? product.image,
    price: { amount: product.price, currency: product.currency },
    jsonLd: [
      productJsonLd({ product, url, origin, rating: data.rating ?? null }),
      breadcrumbJsonLd([
        { name: 'Home', url: `${origin}/` },
        ...(collection ? [{ name: collection.title, url: `${origin}/collections/${collection.handle}` }] : []),
        { name: product.title, url: canonicalUrl(origin, { pathname: location.pathname, search: '' }) },
      ]),
    ],
  });
}

/** The cart: titled, kept out of search results. */
export function cartMeta(): MetaDescriptor[] {
  return seoMeta({
    title: pageTitle('Your cart'),
    origin: '',
    location: { pathname: '/cart', search: '' },
    noindex: true,
  });
}

/** Unknown addresses and error pages: titled, kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return seoMeta({
    title: pageTitle('Page not found'),
    origin: '',
    location: { pathname: '/', search: '' },
    noindex: true,
  });
}

/** Any other error page. */
export function errorMeta(): MetaDescriptor[] {
  return seoMeta({
    title: pageTitle('Something went wrong'),
    origin: '',
    location: { pathname: '/', search: '' },
    noindex: true,
  });
}
