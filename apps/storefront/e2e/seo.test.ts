import { describe, expect, inject, it } from 'vitest';
import { buildCatalog } from '@vitrine/commerce';
import type { Product, ProductList, ReviewPage } from '@vitrine/headless';

const baseURL = inject('baseURL');

/** Attributes of every `<tag ...>` in the page, names lower-cased, entities of attribute values decoded. */
function tags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attrs = '']) =>
    Object.fromEntries(
      [...attrs.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      ]),
    ),
  );
}

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => JSON.parse(text) as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((m) => m.property === key || m.name === key)?.content;
}

async function page(path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function allProducts(): Promise<string[]> {
  const handles: string[] = [];
  for (let n = 1; ; n += 1) {
    const list = (await (await fetch(`${baseURL}/api/store/products?page_size=100&page=${n}`)).json()) as ProductList;
    handles.push(...list.products.map((p) => p.handle));
    if (n * list.page_size >= list.total) return handles;
  }
}

async function apiProduct(handle: string): Promise<Product> {
  return ((await (await fetch(`${baseURL}/api/store/products/${handle}`)).json()) as { product: Product }).product;
}

interface Offer {
  sku: string;
  price: string;
  priceCurrency: string;
  availability: string;
}

describe('product page', () => {
  it('carries JSON-LD whose offers match the database prices, stock and SKUs', async () => {
    const handle = 'merino-crewneck';
    const product = await apiProduct(handle);
    const seeded = buildCatalog().products.find((p) => p.handle === handle);
    const html = await page(`/products/${handle}?variant=${product.variants.at(-1)?.ID}&utm_source=news`);
    const data = jsonLd(html);
    const ld = data.find((d) => d['@type'] === 'Product') as { offers: Offer[]; sku: string; brand: { name: string } };
    expect(ld).toBeDefined();
    expect(ld.brand.name).toBe(product.vendor);
    expect(ld.offers).toHaveLength(product.variants.length);
    for (const variant of product.variants) {
      const offer = ld.offers.find((o) => o.sku === variant.sku);
      expect(offer, variant.sku).toBeDefined();
      expect(Math.round(Number(offer?.price) * 100)).toBe(variant.price);
      expect(offer?.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer?.priceCurrency).toBe(product.currency);
      expect(offer?.availability).toBe(`https://schema.org/${variant.available > 0 ? 'InStock' : 'OutOfStock'}`);
      // The seed is what was written to the database on first start.
      expect(variant.price).toBe(seeded?.variants.find((v) => v.sku === variant.sku)?.price);
    }
    const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(breadcrumb.itemListElement[0]?.item).toBe(`${baseURL}/`);
    expect(breadcrumb.itemListElement.at(-1)?.item).toBe(`${baseURL}/products/${handle}`);
  });

  it('rates a reviewed product like the reviews engine does', async () => {
    const product = await apiProduct('merino-crewneck');
    const reviews = (await (await fetch(`${baseURL}/api/store/reviews?product_id=${product.ID}`)).json()) as ReviewPage;
    expect(reviews.count).toBeGreaterThan(0);
    const ld = jsonLd(await page('/products/merino-crewneck')).find((d) => d['@type'] === 'Product');
    expect(ld?.aggregateRating).toMatchObject({ ratingValue: reviews.average_rating, reviewCount: reviews.count });
  });

  it('links a canonical address without the variant, 17 alternates and sharing tags', async () => {
    const handle = 'merino-crewneck';
    const product = await apiProduct(handle);
    const html = await page(`/products/${handle}?variant=${product.variants[0]?.ID}`);
    const links = tags(html, 'link');
    expect(links.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([`${baseURL}/products/${handle}`]);
    const alternates = links.filter((l) => l.rel === 'alternate');
    expect(alternates).toHaveLength(17);
    expect(alternates.find((l) => l.hreflang === 'x-default')?.href).toBe(`${baseURL}/products/${handle}`);
    expect(alternates.find((l) => l.hreflang === 'he-IL')?.href).toBe(`${baseURL}/products/${handle}?locale=he-IL`);
    expect(html).toMatch(/<title>[^<]*Merino[^<]*·[^<]*\$[\d.,]+[^<]*<\/title>/);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'product:price:currency')).toBe(product.currency);
    const image = metaContent(html, 'og:image') ?? '';
    expect(image.startsWith(`${baseURL}/media/`)).toBe(true);
    expect(image.endsWith('?w=1200')).toBe(true);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('other pages', () => {
  it('home describes the store with Organization and a search action', async () => {
    const html = await page('/');
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd(html).find((d) => d['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseURL}/search?q={search_term_string}`);
    expect(tags(html, 'link').find((l) => l.rel === 'canonical')?.href).toBe(`${baseURL}/`);
  });

  it('a collection keeps only page > 1 in its canonical address', async () => {
    const { collections } = (await (await fetch(`${baseURL}/api/store/collections`)).json()) as {
      collections: { handle: string }[];
    };
    // A collection with a second page (the page shows 24 products).
    let handle: string | undefined;
    for (const collection of collections) {
      const detail = (await (
        await fetch(`${baseURL}/api/store/collections/${collection.handle}?page_size=1`)
      ).json()) as { total: number };
      if (detail.total > 24) {
        handle = collection.handle;
        break;
      }
    }
    expect(handle, 'a collection of more than 24 products').toBeTruthy();
    const first = await page(`/collections/${handle}?sort=price-asc&page=1`);
    expect(tags(first, 'link').find((l) => l.rel === 'canonical')?.href).toBe(`${baseURL}/collections/${handle}`);
    expect(jsonLd(first).map((d) => d['@type'])).toContain('BreadcrumbList');
    const second = await page(`/collections/${handle}?sort=price-asc&page=2`);
    expect(tags(second, 'link').find((l) => l.rel === 'canonical')?.href).toBe(
      `${baseURL}/collections/${handle}?page=2`,
    );
  });

  it('the cart stays out of search results', async () => {
    const response = await fetch(`${baseURL}/cart`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    expect(tags(html, 'link').some((l) => l.rel === 'canonical')).toBe(false);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every product in the database, with lastmod, as cacheable XML', async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // Well formed: every url element holds exactly one loc, and no raw ampersand escapes escaping.
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => body);
    expect(urls.every((body) => body.match(/<loc>/g)?.length === 1)).toBe(true);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const locs = new Set(urls.map((body) => /<loc>([^<]+)<\/loc>/.exec(body)?.[1]));
    const handles = await allProducts();
    expect(handles.length).toBe(buildCatalog().products.length);
    for (const handle of handles) expect(locs.has(`${baseURL}/products/${handle}`), handle).toBe(true);
    expect(locs.has(`${baseURL}/`)).toBe(true);
    const productUrl = urls.find((body) => body.includes(`/products/${handles[0]}<`)) ?? '';
    expect(productUrl).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect([...locs].some((loc) => loc?.startsWith(`${baseURL}/policies/`))).toBe(true);
    expect([...locs].some((loc) => loc?.startsWith(`${baseURL}/blogs/`))).toBe(true);
  });

  it('robots.txt allows all but private paths and names the sitemap', async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /cart',
        'Disallow: /checkouts',
        'Disallow: /account',
        'Disallow: /api/',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
  });
});
