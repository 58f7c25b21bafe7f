import { describe, expect, it } from 'vitest';
import { productFixture } from './fixtures.test-data';
import {
  breadcrumbJsonLd,
  clampDescription,
  jsonLdPrice,
  organizationJsonLd,
  plainText,
  productJsonLd,
  webSiteJsonLd,
} from './json-ld';

const origin = 'https://shop.test';
const url = 'https://shop.test/products/linen-shirt';

describe('jsonLdPrice', () => {
  it('writes minor units as major units with the currency decimals', () => {
    expect(jsonLdPrice(8900, 'USD')).toBe('89.00');
    expect(jsonLdPrice(1999, 'EUR')).toBe('19.99');
    expect(jsonLdPrice(5, 'USD')).toBe('0.05');
    expect(jsonLdPrice(123456789, 'GBP')).toBe('1234567.89');
    expect(jsonLdPrice(1500, 'JPY')).toBe('1500');
    expect(jsonLdPrice(-250, 'USD')).toBe('-2.50');
  });
});

describe('productJsonLd', () => {
  it('has one offer per variant with price, currency, SKU and stock', () => {
    const data = productJsonLd({ product: productFixture(), url, origin, rating: null });
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Linen shirt');
    expect(data.sku).toBe('LS-S');
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Atelier Nord' });
    expect(data.image).toEqual([
      'https://shop.test/media/linen-1.jpg?w=1200',
      'https://shop.test/media/linen-2.jpg?w=1200',
    ]);
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'LS-S',
        price: '89.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${url}?variant=71`,
      }),
      expect.objectContaining({
        sku: 'LS-L',
        price: '99.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
    expect(data.description).toBe('Washed linen & mother-of-pearl buttons.');
  });

  it('adds the aggregate rating only when there are reviews', () => {
    expect(productJsonLd({ product: productFixture(), url, origin, rating: null })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(
      productJsonLd({ product: productFixture(), url, origin, rating: { average: 0, count: 0 } }),
    ).not.toHaveProperty('aggregateRating');
    const rated = productJsonLd({ product: productFixture(), url, origin, rating: { average: 4.3, count: 12 } });
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('keeps a zero-decimal currency whole', () => {
    const product = productFixture({ currency: 'JPY' });
    const data = productJsonLd({ product, url, origin, rating: null }) as { offers: { price: string }[] };
    expect(data.offers[0]?.price).toBe('8900');
  });

  it('appends the variant to an address that already has a query', () => {
    const data = productJsonLd({ product: productFixture(), url: `${url}?locale=de-DE`, origin, rating: null }) as {
      offers: { url: string }[];
    };
    expect(data.offers[0]?.url).toBe(`${url}?locale=de-DE&variant=71`);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: `${origin}/` },
      { name: 'Tops', url: `${origin}/collections/tops` },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Tops', item: `${origin}/collections/tops` },
    ]);
  });
});

describe('organization and website', () => {
  it('point the search action at /search?q=', () => {
    expect(organizationJsonLd(origin)).toMatchObject({ '@type': 'Organization', url: `${origin}/` });
    expect(webSiteJsonLd(origin).potentialAction.target.urlTemplate).toBe(`${origin}/search?q={search_term_string}`);
    expect(webSiteJsonLd(origin).potentialAction['query-input']).toBe('required name=search_term_string');
  });
});

describe('plainText and clampDescription', () => {
  it('drops tags and decodes entities once', () => {
    expect(plainText('<p>A &lt;b&gt; &#233;t&#xE9;&nbsp;x</p>\n<p>y</p>')).toBe('A <b> été x y');
    expect(plainText('&#99999999; &unknown;')).toBe('&#99999999; &unknown;');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const clamped = clampDescription(text);
    expect(clamped.length).toBeLessThanOrEqual(160);
    expect(clamped.endsWith('word…')).toBe(true);
    expect(clampDescription('short')).toBe('short');
  });
});
