import { currencyDecimals, type Product } from '@vitrine/headless';
import { shareImageUrl, STORE_NAME } from './urls';

/** A schema.org object as JSON-LD; React Router renders it with `<`, `>` and `&` escaped. */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/**
 * Integer minor units as the decimal string schema.org expects for a price
 * (major units, `.` as separator, the currency's own number of decimals).
 * Built from the integer, so no floating-point noise reaches the markup.
 *
 * @example
 * jsonLdPrice(1999, 'USD') // "19.99"
 * jsonLdPrice(1500, 'JPY') // "1500"
 */
export function jsonLdPrice(amountMinor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const minor = Math.round(amountMinor);
  const absolute = Math.abs(minor);
  const unit = 10 ** decimals;
  const whole = Math.floor(absolute / unit);
  const fraction = decimals > 0 ? `.${String(absolute % unit).padStart(decimals, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Reviews of a product, as the reviews engine counts them. */
export interface ProductRating {
  /** Mean rating, 1 to 5. */
  average: number;
  count: number;
}

/** What the product's JSON-LD needs besides the product itself. */
export interface ProductJsonLdInput {
  product: Product;
  /** The product page's canonical address. */
  url: string;
  origin: string;
  /** null or a zero count leaves `aggregateRating` out (search engines reject empty ratings). */
  rating: ProductRating | null;
}

/**
 * schema.org Product with one Offer per variant (price, currency,
 * availability from the variant's stock, SKU), brand, pictures and, when
 * there are reviews, the aggregate rating.
 *
 * @example
 * productJsonLd({ product, url: 'https://shop.test/products/a', origin: 'https://shop.test', rating: null })
 */
export function productJsonLd({ product, url, origin, rating }: ProductJsonLdInput): JsonLd {
  const images = product.images.map((image) => shareImageUrl(origin, image.url));
  const offers = product.variants.map((variant) => ({
    '@type': 'Offer',
    sku: variant.sku,
    price: jsonLdPrice(variant.price, product.currency),
    priceCurrency: product.currency,
    availability: `${SCHEMA}/${variant.available > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url: `${url}${url.includes('?') ? '&' : '?'}variant=${variant.ID}`,
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: plainText(product.description_html),
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
    brand: { '@type': 'Brand', name: product.vendor || STORE_NAME },
    ...(product.product_type ? { category: product.product_type } : {}),
    offers,
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  /** Absolute address. */
  url: string;
}

/**
 * schema.org BreadcrumbList, positions counted from 1.
 *
 * @example
 * breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.test/' }, { name: 'Knitwear', url: 'https://shop.test/collections/knitwear' }])
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * schema.org Organization of the store, with its logo.
 *
 * @example
 * organizationJsonLd('https://shop.test')
 */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: STORE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * schema.org WebSite with a SearchAction to the storefront's search (`/search?q=`),
 * so search engines can offer a search box for the store.
 *
 * @example
 * webSiteJsonLd('https://shop.test').potentialAction.target.urlTemplate
 * // "https://shop.test/search?q={search_term_string}"
 */
export function webSiteJsonLd(origin: string) {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: STORE_NAME,
    url: `${origin}/`,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(match: string, name: string): string {
  if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? match;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  // Out-of-range numbers stay as written rather than throwing.
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * Text of an HTML fragment for descriptions: tags dropped, common entities
 * decoded (they would be escaped a second time otherwise), whitespace collapsed.
 *
 * @example
 * plainText('<p>Linen &amp; wool</p>') // "Linen & wool"
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Longest description search engines show; longer text is cut at a word. */
export const DESCRIPTION_MAX = 160;

/**
 * A description of at most `DESCRIPTION_MAX` characters, cut at a word with an ellipsis.
 *
 * @example
 * clampDescription('short') // "short"
 */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
