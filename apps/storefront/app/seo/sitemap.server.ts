import type { Commerce } from '@vitrine/commerce';
import type { SitemapEntry } from './sitemap';

/** Largest page the catalog and blog engines answer, so the listing takes as few queries as possible. */
const PRODUCT_PAGE_SIZE = 100;
const BLOG_PAGE_SIZE = 50;

/** Paths of the storefront's pages for each kind of content. */
export const SITEMAP_PATHS = {
  home: '/',
  collection: (handle: string) => `/collections/${encodeURIComponent(handle)}`,
  product: (handle: string) => `/products/${encodeURIComponent(handle)}`,
  blogs: '/blogs',
  article: (blog: string, handle: string) => `/blogs/${encodeURIComponent(blog)}/${encodeURIComponent(handle)}`,
} as const;

/** Every product the catalog lists, page after page. */
async function allProductHandles(commerce: Commerce): Promise<string[]> {
  const handles: string[] = [];
  for (let page = 1; ; page += 1) {
    const list = await commerce.catalog.listProducts({ page, page_size: PRODUCT_PAGE_SIZE, sort: 'featured' });
    handles.push(...list.products.map((p) => p.handle));
    if (list.products.length === 0 || page * list.page_size >= list.total) return handles;
  }
}

/** Every blog article, with its publication date. */
async function allArticles(commerce: Commerce): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const collection of await commerce.content.blogs.collections()) {
    for (let page = 1; ; page += 1) {
      const list = await commerce.content.blogs.collectionBlogs(collection.handle, { page, page_size: BLOG_PAGE_SIZE });
      entries.push(
        ...list.list.map((post) => ({
          loc: SITEMAP_PATHS.article(collection.handle, post.handle),
          lastmod: post.published_at,
        })),
      );
      if (list.list.length === 0 || page * list.page_size >= list.total) break;
    }
  }
  return entries;
}

/**
 * The sitemap's addresses: home, every collection, every product (with the
 * date it last changed), the policies and the blog articles.
 *
 * @example
 * const entries = await sitemapEntries(context.commerce, 'https://shop.test');
 */
export async function sitemapEntries(commerce: Commerce, origin: string): Promise<SitemapEntry[]> {
  const [collections, handles, dates, articles] = await Promise.all([
    commerce.catalog.listCollections(),
    allProductHandles(commerce),
    commerce.catalog.productChangeDates(),
    allArticles(commerce),
  ]);
  const policies = commerce.content.pages.listPolicies();
  const entries: SitemapEntry[] = [
    { loc: SITEMAP_PATHS.home },
    ...collections.map((c) => ({ loc: SITEMAP_PATHS.collection(c.handle) })),
    ...handles.map((handle) => ({ loc: SITEMAP_PATHS.product(handle), lastmod: dates.get(handle) ?? null })),
    ...policies.map((policy) => ({ loc: policy.url })),
    ...(articles.length > 0 ? [{ loc: SITEMAP_PATHS.blogs }, ...articles] : []),
  ];
  return entries.map((entry) => ({ ...entry, loc: `${origin}${entry.loc}` }));
}
