import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { productFixture } from './fixtures.test-data';
import { cartMeta, collectionMeta, homeMeta, productMeta } from './pages';
import { rootSeo, seoMeta } from './meta';

const origin = 'https://shop.test';
const rootMatch = { id: 'root', data: { seo: { origin }, locale: 'en-US' } };

function find(tags: MetaDescriptor[], key: string, value: string) {
  return tags.filter((tag) => (tag as Record<string, unknown>)[key] === value);
}
function content(tags: MetaDescriptor[], key: 'name' | 'property', value: string) {
  return (find(tags, key, value)[0] as { content?: string } | undefined)?.content;
}
function jsonLd(tags: MetaDescriptor[]) {
  return tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));
}

describe('rootSeo', () => {
  it('reads the origin and locale the root loader gave', () => {
    expect(rootSeo([rootMatch, undefined])).toEqual({ seo: { origin }, locale: 'en-US' });
    expect(rootSeo([{ id: 'root', data: undefined }])).toBeNull();
  });
});

describe('productMeta', () => {
  const location = { pathname: '/products/linen-shirt', search: '?variant=72' };
  const tags = productMeta(
    { product: productFixture(), rating: { average: 4.5, count: 2 } },
    { location, matches: [rootMatch] },
  );

  it('titles the page with product, vendor and price', () => {
    expect(tags[0]).toEqual({ title: 'Linen shirt · Atelier Nord · from $89.00 | Vitrine' });
    expect(content(tags, 'name', 'description')).toBe('Washed linen & mother-of-pearl buttons.');
  });

  it('links the canonical address without the variant, and every language', () => {
    expect(find(tags, 'rel', 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/products/linen-shirt` },
    ]);
    const alternates = find(tags, 'rel', 'alternate') as { hrefLang: string }[];
    expect(alternates.map((a) => a.hrefLang)).toContain('x-default');
    expect(alternates).toHaveLength(17);
  });

  it('shares a product card with an absolute 1200-wide picture and the price', () => {
    expect(content(tags, 'property', 'og:type')).toBe('product');
    expect(content(tags, 'property', 'og:image')).toBe(`${origin}/media/linen-1.jpg?w=1200`);
    expect(content(tags, 'property', 'og:image:height')).toBe('1500');
    expect(content(tags, 'property', 'product:price:amount')).toBe('89.00');
    expect(content(tags, 'property', 'product:price:currency')).toBe('USD');
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'property', 'og:url')).toBe(`${origin}/products/linen-shirt`);
  });

  it('describes the product and its breadcrumb in JSON-LD', () => {
    const [product, breadcrumb] = jsonLd(tags);
    expect(product).toMatchObject({ '@type': 'Product', aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home', item: `${origin}/` }),
      expect.objectContaining({ name: 'Tops', item: `${origin}/collections/tops` }),
      expect.objectContaining({ name: 'Linen shirt', item: `${origin}/products/linen-shirt`, position: 3 }),
    ]);
  });

  it('says the price once when every variant costs the same', () => {
    const single = productMeta({ product: productFixture({ price_max: 8900 }) }, { location, matches: [rootMatch] });
    expect(single[0]).toEqual({ title: 'Linen shirt · Atelier Nord · $89.00 | Vitrine' });
  });
});

describe('collectionMeta', () => {
  const collection = { title: 'Tops', description: 'Shirts & tees.', image: null };
  it('uses the collection title and description, and keeps page 2 in the canonical address', () => {
    const location = { pathname: '/collections/tops', search: '?sort=newest&page=2' };
    const tags = collectionMeta({ collection, page: 2 }, { location, matches: [rootMatch] });
    expect(tags[0]).toEqual({ title: 'Tops · Page 2 | Vitrine' });
    expect(content(tags, 'name', 'description')).toBe('Shirts & tees.');
    expect(find(tags, 'rel', 'canonical')[0]).toMatchObject({ href: `${origin}/collections/tops?page=2` });
    expect(jsonLd(tags)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });
  it('is a not-found page without data', () => {
    const tags = collectionMeta(undefined, {
      location: { pathname: '/collections/x', search: '' },
      matches: [rootMatch],
    });
    expect(content(tags, 'name', 'robots')).toBe('noindex, nofollow');
  });
});

describe('homeMeta and cartMeta', () => {
  it('home has the store name, tagline, Organization and WebSite', () => {
    const tags = homeMeta({ location: { pathname: '/', search: '' }, matches: [rootMatch] });
    expect(tags[0]).toEqual({ title: 'Vitrine · Everyday things, made well' });
    expect(jsonLd(tags).map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(content(tags, 'property', 'og:locale')).toBe('en_US');
  });
  it('the cart is noindex with no canonical', () => {
    const tags = cartMeta();
    expect(content(tags, 'name', 'robots')).toBe('noindex, nofollow');
    expect(find(tags, 'rel', 'canonical')).toHaveLength(0);
  });
});

describe('JSON-LD in the page', () => {
  it('cannot close its script element: < and > come out escaped', () => {
    const product = productFixture({ title: 'Evil </script><script>alert(1)</script>' });
    const tags = seoMeta({
      title: 'x',
      origin,
      location: { pathname: '/p', search: '' },
      jsonLd: [{ '@type': 'Product', name: product.title }],
    });
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        meta: () => tags,
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('\\u003c/script\\u003e');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(script)).toEqual({ '@type': 'Product', name: product.title });
  });
});
