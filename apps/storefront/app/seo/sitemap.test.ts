import { describe, expect, it } from 'vitest';
import type { Commerce } from '@vitrine/commerce';
import { robotsTxt, sitemapXml, xmlEscape } from './sitemap';
import { sitemapEntries } from './sitemap.server';

describe('sitemapXml', () => {
  it('writes a urlset with escaped addresses, ISO lastmod and no duplicates', () => {
    const xml = sitemapXml([
      { loc: 'https://shop.test/' },
      { loc: 'https://shop.test/products/a?x=1&y=<2>', lastmod: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) },
      { loc: 'https://shop.test/' },
      { loc: 'https://shop.test/blogs/b', lastmod: 'not a date' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<loc>https://shop.test/products/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<url><loc>https://shop.test/blogs/b</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes every XML special character', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('robotsTxt', () => {
  it('allows all but the cart, checkout, accounts and API, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.test').split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /cart',
      'Disallow: /checkouts',
      'Disallow: /account',
      'Disallow: /api/',
      '',
      'Sitemap: https://shop.test/sitemap.xml',
      '',
    ]);
  });
});

/** A catalog of 205 products over three pages, two blog collections (one spans two pages) and two policies. */
function fakeCommerce() {
  const handles = Array.from({ length: 205 }, (_, i) => `p-${i + 1}`);
  const posts = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ handle: `${prefix}-${i + 1}`, published_at: '2026-05-01T00:00:00.000Z' }));
  const blogs: Record<string, { handle: string; published_at: string }[]> = {
    news: posts('news', 60),
    care: posts('care', 2),
  };
  const commerce = {
    catalog: {
      listCollections: async () => [{ handle: 'tops' }, { handle: 'knit wear' }],
      listProducts: async ({ page, page_size }: { page: number; page_size: number }) => ({
        products: handles.slice((page - 1) * page_size, page * page_size).map((handle) => ({ handle })),
        page,
        page_size,
        total: handles.length,
      }),
      productChangeDates: async () => new Map(handles.map((handle) => [handle, new Date('2026-03-04T05:06:07.000Z')])),
    },
    content: {
      pages: { listPolicies: () => [{ url: '/policies/refund-policy' }, { url: '/policies/privacy-policy' }] },
      blogs: {
        collections: async () => Object.keys(blogs).map((handle) => ({ handle })),
        collectionBlogs: async (handle: string, { page, page_size }: { page: number; page_size: number }) => ({
          list: (blogs[handle] ?? []).slice((page - 1) * page_size, page * page_size),
          page,
          page_size,
          total: blogs[handle]?.length ?? 0,
        }),
      },
    },
  };
  return commerce as unknown as Commerce;
}

describe('sitemapEntries', () => {
  it('lists home, every collection, every product with its date, policies and every article', async () => {
    const entries = await sitemapEntries(fakeCommerce(), 'https://shop.test');
    const locs = entries.map((e) => e.loc);
    expect(locs[0]).toBe('https://shop.test/');
    expect(locs).toContain('https://shop.test/collections/knit%20wear');
    expect(locs.filter((l) => l.includes('/products/'))).toHaveLength(205);
    expect(entries.find((e) => e.loc === 'https://shop.test/products/p-205')?.lastmod).toEqual(
      new Date('2026-03-04T05:06:07.000Z'),
    );
    expect(locs).toContain('https://shop.test/policies/refund-policy');
    expect(locs).toContain('https://shop.test/blogs');
    expect(locs.filter((l) => l.includes('/blogs/'))).toHaveLength(62);
    // Articles are addressed under their blog, as the article pages are.
    expect(locs.filter((l) => /^https:\/\/shop\.test\/blogs\/care\/[^/]+$/.test(l))).toHaveLength(2);
    expect(locs.filter((l) => /^https:\/\/shop\.test\/blogs\/news\/[^/]+$/.test(l))).toHaveLength(60);
  });
});
